/** heic-decode ships no types: the part the upload parsers use. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every top-level image, the primary first, sized before any is decoded; dispose frees them. */
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  export = decode;
}
