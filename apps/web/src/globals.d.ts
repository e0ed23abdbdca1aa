declare const __BUILD_DATE__: string;
