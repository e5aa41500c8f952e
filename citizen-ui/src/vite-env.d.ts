/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CITY_NAME?: string;
  readonly VITE_CITY_NAME_HI?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
