// exifr's lite build (JPEG, HEIC, TIFF; the EXIF and GPS blocks) has the full build's interface.
declare module 'exifr/dist/lite.esm.mjs' {
  export * from 'exifr';
  export { default } from 'exifr';
}
