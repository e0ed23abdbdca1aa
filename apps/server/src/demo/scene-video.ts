import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { Scene } from './flood-scene-svg.ts';

export const VIDEO_WIDTH = 480;
export const VIDEO_HEIGHT = 270;
const FRAME_RATE = 8;
const FRAMES = 24;

// The WebAssembly encoder runs in a worker of its own: it installs process-wide error handlers
// when loaded, and its memory is given back when the worker ends. One worker encodes every clip,
// as loading the encoder is the slow part.
const ENCODER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createH264MP4Encoder } = require(workerData.encoderPath);
parentPort.on('message', async (frames) => {
  const encoder = await createH264MP4Encoder();
  encoder.width = workerData.width;
  encoder.height = workerData.height;
  encoder.frameRate = workerData.frameRate;
  encoder.quantizationParameter = 30;
  encoder.initialize();
  for (const frame of frames) encoder.addFrameRgba(frame);
  encoder.finalize();
  const mp4 = encoder.FS.readFile(encoder.outputFilename);
  encoder.delete();
  parentPort.postMessage(mp4, [mp4.buffer]);
});
`;

/**
 * Frames of a moving water surface: the scene is rendered once, then each frame shifts the rows
 * below the water line sideways along a travelling wave, which reads as ripples.
 */
async function frames(scene: Scene): Promise<Uint8Array[]> {
  const base = await sharp(Buffer.from(scene.svg)).ensureAlpha().raw().toBuffer();
  const rowBytes = VIDEO_WIDTH * 4;
  const top = Math.max(0, Math.floor(scene.waterTop));
  const rendered: Uint8Array[] = [];
  for (let frame = 0; frame < FRAMES; frame++) {
    const pixels = new Uint8Array(base);
    for (let y = top; y < VIDEO_HEIGHT; y++) {
      const depth = (y - top) / Math.max(VIDEO_HEIGHT - top, 1);
      const shift = Math.round(
        (1 + depth * 4) * Math.sin(y / 3.5 - (frame / FRAMES) * Math.PI * 4),
      );
      if (shift === 0) continue;
      const row = y * rowBytes;
      const source = base.subarray(row, row + rowBytes);
      if (shift > 0) pixels.set(source.subarray(0, rowBytes - shift * 4), row + shift * 4);
      else pixels.set(source.subarray(-shift * 4), row);
    }
    rendered.push(pixels);
  }
  return rendered;
}

/** 3-second H.264 MP4 clips of flood scenes whose water moves, one per scene. */
export async function encodeSceneVideos(scenes: readonly Scene[]): Promise<Buffer[]> {
  if (scenes.length === 0) return [];
  const worker = new Worker(ENCODER_WORKER, {
    eval: true,
    workerData: {
      encoderPath: createRequire(import.meta.url).resolve('h264-mp4-encoder'),
      width: VIDEO_WIDTH,
      height: VIDEO_HEIGHT,
      frameRate: FRAME_RATE,
    },
  });
  const stopped = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Video encoder stopped (${code})`)));
  });
  stopped.catch(() => undefined);
  try {
    const clips: Buffer[] = [];
    for (const scene of scenes) {
      const rgbaFrames = await frames(scene);
      const encoded = new Promise<Buffer>((resolve) =>
        worker.once('message', (mp4: Uint8Array) => resolve(Buffer.from(mp4))),
      );
      worker.postMessage(
        rgbaFrames,
        rgbaFrames.map((frame) => frame.buffer as ArrayBuffer),
      );
      clips.push(await Promise.race([encoded, stopped]));
    }
    return clips;
  } finally {
    await worker.terminate();
  }
}
