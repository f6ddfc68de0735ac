/** The inline image types of SPEC §5 (jpg, jpeg, png, gif), known by their first bytes. */
const SIGNATURES = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
] as const;

export type AttachmentImageType = (typeof SIGNATURES)[number]['type'];

/**
 * The type the bytes really are, whatever the remote host claimed; undefined for anything else
 * (an SVG, HTML, a WebP): the portal answers only with bytes a browser can only show as a picture.
 */
export function imageTypeOf(bytes: Uint8Array): AttachmentImageType | undefined {
  return SIGNATURES.find(({ bytes: signature }) =>
    signature.every((byte, index) => bytes[index] === byte),
  )?.type;
}
