// jsdom lacks these; react-admin and react-router need them.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The whole suite runs in-band on two cores, sometimes beside other work: a screen may take far
// longer than the library's default second to settle, so waits (findBy*, waitFor) get ten (a
// passing wait returns as soon as it holds; only a failing one waits the whole time).
configure({ asyncUtilTimeout: 10_000 });
