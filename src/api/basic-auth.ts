/** The API's key as the service takes it: `Authorization: Basic <base64 of its UTF-8 bytes>`. */

/** Text as base64 of its UTF-8 bytes (`btoa` alone takes only Latin-1). */
export const base64OfText = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

export const basicAuthorization = (apiKey: string): string => `Basic ${base64OfText(apiKey)}`;
