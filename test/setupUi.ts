// jsdom lacks these; react-admin and react-router need them.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The whole suite runs its projects in parallel on two cores: a screen may take longer than the
// library's default second to settle, so waits (findBy*, waitFor) get five.
configure({ asyncUtilTimeout: 5_000 });
