import type { Language } from '@highwater/core/constants';
import type { FeatureProblem, FileProblem } from '@/domain/region-file.ts';

export interface RegionsTexts {
  title: string;
  intro: string;
  empty: string;
  name: string;
  area: string;
  posts: string;
  actions: string;
  edit: string;
  uploadTitle: string;
  file: string;
  fileHint: (maxMb: number) => string;
  nameProperty: string;
  namePropertyHint: string;
  unnamed: (place: number) => string;
  upload: string;
  previewTitle: string;
  previewIntro: (count: number, file: string) => string;
  /** The map's name, as the dashboard names its map: what it is and how the keys move it. */
  mapLabel: string;
  /** MapLibre's control names (its `locale` option keys). */
  mapControls: Record<
    | 'NavigationControl.ZoomIn'
    | 'NavigationControl.ZoomOut'
    | 'AttributionControl.ToggleAttribution',
    string
  >;
  existingNote: string;
  listTitle: string;
  corners: (count: number) => string;
  confirm: (count: number) => string;
  startOver: string;
  editTitle: string;
  regionName: string;
  rename: string;
  delete: string;
  deleteTitle: (name: string) => string;
  deleteText: (posts: number) => string;
  deleteConfirm: string;
  notices: Record<'saved' | 'renamed' | 'deleted', string>;
  errors: {
    noFile: string;
    notMultipart: string;
    tooLarge: (maxMb: number) => string;
    wrongType: string;
    nameProperty: string;
    regionNameEmpty: string;
    regionNameLong: (max: number) => string;
    uploadGone: string;
    file: (problem: FileProblem) => string;
    feature: (problem: FeatureProblem) => string;
    moreProblems: (count: number) => string;
  };
}

const EN_FEATURE: Record<FeatureProblem['code'], string> = {
  noGeometry: 'it has no geometry',
  notArea: 'it is not a Polygon or MultiPolygon',
  noRings: 'its coordinates are not a list of rings',
  notNumeric: 'a position is not a pair of numbers (longitude, latitude)',
  outOfRange: 'a position is outside longitude −180 to 180 or latitude −90 to 90',
  tooFewPositions: 'it has fewer than 4 positions (a triangle and its closing position)',
  unclosed: 'it is not closed: its last position must repeat its first',
  selfIntersection: 'it crosses or touches itself',
};

const ES_FEATURE: Record<FeatureProblem['code'], string> = {
  noGeometry: 'no tiene geometría',
  notArea: 'no es un Polygon ni un MultiPolygon',
  noRings: 'sus coordenadas no son una lista de anillos',
  notNumeric: 'una posición no es un par de números (longitud, latitud)',
  outOfRange: 'una posición está fuera de la longitud −180 a 180 o la latitud −90 a 90',
  tooFewPositions: 'tiene menos de 4 posiciones (un triángulo y su posición de cierre)',
  unclosed: 'no está cerrado: su última posición debe repetir la primera',
  selfIntersection: 'se cruza o se toca a sí mismo',
};

function where(problem: FeatureProblem, lang: Language): string {
  const named = problem.name ? ` (“${problem.name}”)` : '';
  const feature = lang === 'en' ? `Feature ${problem.feature}` : `Elemento ${problem.feature}`;
  const parts = [`${feature}${named}`];
  if (problem.polygon)
    parts.push(lang === 'en' ? `polygon ${problem.polygon}` : `polígono ${problem.polygon}`);
  if (problem.ring) {
    const outer = problem.ring === 1;
    parts.push(
      lang === 'en'
        ? outer
          ? 'outer ring'
          : `hole ${problem.ring - 1}`
        : outer
          ? 'anillo exterior'
          : `hueco ${problem.ring - 1}`,
    );
  }
  return parts.join(', ');
}

export const REGIONS_TEXTS: Record<Language, RegionsTexts> = {
  en: {
    title: 'Regions',
    intro:
      'Regions are the areas the dashboard filters posts by. A post belongs to every region it lies in.',
    empty: 'This project has no regions yet.',
    name: 'Name',
    area: 'Area (west, south / east, north)',
    posts: 'Posts in it',
    actions: 'Actions',
    edit: 'Rename or delete',
    uploadTitle: 'Add regions from a GeoJSON file',
    file: 'GeoJSON file',
    fileHint: (maxMb) =>
      `A FeatureCollection, Feature or geometry of Polygon and MultiPolygon shapes, in longitude and latitude (WGS 84), at most ${maxMb} MB. Each feature becomes a region; you see them on a map before they are saved.`,
    nameProperty: 'Property that names each region',
    namePropertyHint: 'A feature without it is named “Region” and its place in the file.',
    unnamed: (place) => `Region ${place}`,
    upload: 'Check and preview',
    previewTitle: 'Preview the new regions',
    previewIntro: (count, file) =>
      `${file} holds ${count === 1 ? '1 region' : `${count} regions`}. Nothing is saved until you confirm.`,
    mapLabel: 'Map of the new regions: the arrow keys move it, + and − zoom',
    mapControls: {
      'NavigationControl.ZoomIn': 'Zoom in',
      'NavigationControl.ZoomOut': 'Zoom out',
      'AttributionControl.ToggleAttribution': 'Show or hide the map credits',
    },
    existingNote: 'Grey dashed outlines on the map are the regions the project already has.',
    listTitle: 'The new regions',
    corners: (count) => (count === 1 ? '1 corner' : `${count.toLocaleString('en')} corners`),
    confirm: (count) => (count === 1 ? 'Save this region' : `Save these ${count} regions`),
    startOver: 'Choose another file',
    editTitle: 'Region',
    regionName: 'Name',
    rename: 'Rename',
    delete: 'Delete this region',
    deleteTitle: (name) => `Delete the region “${name}”?`,
    deleteText: (posts) =>
      `${posts === 1 ? '1 post lies' : `${posts} posts lie`} in this region. The posts stay; only the region and its filter go. This cannot be undone.`,
    deleteConfirm: 'Delete the region',
    notices: {
      saved: 'The regions were saved and their posts linked.',
      renamed: 'The region was renamed.',
      deleted: 'The region was deleted.',
    },
    errors: {
      noFile: 'Choose a GeoJSON file to upload.',
      notMultipart: 'The file did not arrive: send the form from this page.',
      tooLarge: (maxMb) =>
        `The file is larger than ${maxMb} MB. Simplify the shapes or split the file.`,
      wrongType:
        'This is not a GeoJSON file. Choose a .geojson or .json file (text, not a shapefile or KML).',
      nameProperty:
        'Enter the property name with at most 100 characters, or leave “name” as it is.',
      regionNameEmpty: 'Enter a name for the region.',
      regionNameLong: (max) => `The name can have at most ${max} characters.`,
      uploadGone: 'This preview has expired or was already saved. Upload the file again.',
      file: (problem) => {
        switch (problem.code) {
          case 'notJson':
            return 'The file is not valid JSON: check that it is a complete GeoJSON file.';
          case 'notGeoJson':
            return 'The file is JSON but not GeoJSON: expected a FeatureCollection, a Feature or a geometry.';
          case 'empty':
            return 'The file holds no features.';
          case 'tooManyFeatures':
            return `The file holds more than ${problem.max} features. Split it into smaller files.`;
          case 'mixedTypes':
            return `The file mixes geometry types (${problem.types.join(', ')}). Mixed-type shapes are rejected: a region file holds only Polygon and MultiPolygon features.`;
          case 'noAreas':
            return `The file holds no areas, only ${problem.types.join(', ')}. Regions need Polygon or MultiPolygon features.`;
        }
      },
      feature: (problem) => {
        const found = problem.type ? ` (it is a ${problem.type})` : '';
        return `${where(problem, 'en')}: ${EN_FEATURE[problem.code]}${found}.`;
      },
      moreProblems: (count) => `…and ${count} more.`,
    },
  },
  es: {
    title: 'Regiones',
    intro:
      'Las regiones son las zonas por las que el panel filtra los avistamientos. Un avistamiento pertenece a cada región en la que se encuentra.',
    empty: 'Este proyecto aún no tiene regiones.',
    name: 'Nombre',
    area: 'Zona (oeste, sur / este, norte)',
    posts: 'Avistamientos',
    actions: 'Acciones',
    edit: 'Renombrar o eliminar',
    uploadTitle: 'Añadir regiones desde un archivo GeoJSON',
    file: 'Archivo GeoJSON',
    fileHint: (maxMb) =>
      `Un FeatureCollection, Feature o geometría de formas Polygon y MultiPolygon, en longitud y latitud (WGS 84), de ${maxMb} MB como máximo. Cada elemento se convierte en una región; las verá en un mapa antes de guardarlas.`,
    nameProperty: 'Propiedad que da nombre a cada región',
    namePropertyHint: 'Un elemento sin ella se llama «Región» y su posición en el archivo.',
    unnamed: (place) => `Región ${place}`,
    upload: 'Comprobar y previsualizar',
    previewTitle: 'Vista previa de las regiones nuevas',
    previewIntro: (count, file) =>
      `${file} contiene ${count === 1 ? '1 región' : `${count} regiones`}. No se guarda nada hasta que confirme.`,
    mapLabel: 'Mapa de las regiones nuevas: las flechas lo mueven, + y − acercan y alejan',
    mapControls: {
      'NavigationControl.ZoomIn': 'Acercar',
      'NavigationControl.ZoomOut': 'Alejar',
      'AttributionControl.ToggleAttribution': 'Mostrar u ocultar los créditos del mapa',
    },
    existingNote:
      'Los contornos grises discontinuos del mapa son las regiones que el proyecto ya tiene.',
    listTitle: 'Las regiones nuevas',
    corners: (count) => (count === 1 ? '1 vértice' : `${count.toLocaleString('es')} vértices`),
    confirm: (count) => (count === 1 ? 'Guardar esta región' : `Guardar estas ${count} regiones`),
    startOver: 'Elegir otro archivo',
    editTitle: 'Región',
    regionName: 'Nombre',
    rename: 'Renombrar',
    delete: 'Eliminar esta región',
    deleteTitle: (name) => `¿Eliminar la región «${name}»?`,
    deleteText: (posts) =>
      `${posts === 1 ? 'Hay 1 avistamiento' : `Hay ${posts} avistamientos`} en esta región. Los avistamientos se quedan; solo se van la región y su filtro. No se puede deshacer.`,
    deleteConfirm: 'Eliminar la región',
    notices: {
      saved: 'Las regiones se guardaron y sus avistamientos quedaron enlazados.',
      renamed: 'La región se renombró.',
      deleted: 'La región se eliminó.',
    },
    errors: {
      noFile: 'Elija un archivo GeoJSON para subir.',
      notMultipart: 'El archivo no llegó: envíe el formulario desde esta página.',
      tooLarge: (maxMb) =>
        `El archivo ocupa más de ${maxMb} MB. Simplifique las formas o divida el archivo.`,
      wrongType:
        'No es un archivo GeoJSON. Elija un archivo .geojson o .json (texto, no un shapefile ni KML).',
      nameProperty:
        'Escriba el nombre de la propiedad con 100 caracteres como máximo, o deje «name» como está.',
      regionNameEmpty: 'Escriba un nombre para la región.',
      regionNameLong: (max) => `El nombre puede tener como máximo ${max} caracteres.`,
      uploadGone: 'Esta vista previa caducó o ya se guardó. Vuelva a subir el archivo.',
      file: (problem) => {
        switch (problem.code) {
          case 'notJson':
            return 'El archivo no es JSON válido: compruebe que sea un archivo GeoJSON completo.';
          case 'notGeoJson':
            return 'El archivo es JSON pero no GeoJSON: se esperaba un FeatureCollection, un Feature o una geometría.';
          case 'empty':
            return 'El archivo no contiene elementos.';
          case 'tooManyFeatures':
            return `El archivo contiene más de ${problem.max} elementos. Divídalo en archivos más pequeños.`;
          case 'mixedTypes':
            return `El archivo mezcla tipos de geometría (${problem.types.join(', ')}). Se rechazan las formas de tipos mezclados: un archivo de regiones contiene solo elementos Polygon y MultiPolygon.`;
          case 'noAreas':
            return `El archivo no contiene zonas, solo ${problem.types.join(', ')}. Las regiones necesitan elementos Polygon o MultiPolygon.`;
        }
      },
      feature: (problem) => {
        const found = problem.type ? ` (es un ${problem.type})` : '';
        return `${where(problem, 'es')}: ${ES_FEATURE[problem.code]}${found}.`;
      },
      moreProblems: (count) => `…y ${count} más.`,
    },
  },
};
