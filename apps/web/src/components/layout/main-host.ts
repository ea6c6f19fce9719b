/**
 * The sessionStorage key of the main-host hand-over guard (./main-host-client.tsx). A plain module, so the
 * cookie policy's inventory (a server module) can read the key: a 'use client' module's exports reach
 * server code only as client references.
 */
export const MAIN_HOST_FLAG_KEY = 'kestrel:main-host-opened';
