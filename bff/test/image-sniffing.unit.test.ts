import { acceptedImageType, servedImageType, sniffImageType } from '../src/common/image-sniffing';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));

describe('image sniffing', () => {
  it('recognises JPEG, PNG, GIF and WebP by their leading bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes(0, 0, 0, 24, 'ftypheic', 0, 0, 0, 0, 'mif1heic'))).toBe('image/heic');
    expect(sniffImageType(bytes(0, 0, 0, 24, 'ftypmif1', 0, 0, 0, 0, 'mif1heic'))).toBe('image/heic');
    // An MP4 video is an ISO media file too, of another brand.
    expect(sniffImageType(bytes(0, 0, 0, 24, 'ftypisom', 0, 0, 2, 0, 'isomiso2'))).toBeUndefined();
    expect(sniffImageType(bytes('MZ', 0x90, 0x00))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('needs an image extension and image content; the content decides the type', () => {
    const png = bytes(0x89, 'PNG\r\n', 0x1a, '\n');
    expect(acceptedImageType('me.PNG', png)).toBe('image/png');
    expect(acceptedImageType('me.jpg', png)).toBe('image/png');
    expect(acceptedImageType('me.exe', png)).toBeUndefined();
    expect(acceptedImageType('me', png)).toBeUndefined();
    expect(acceptedImageType('setup.png', bytes('MZ', 0x90))).toBeUndefined();
  });

  it('takes an iPhone’s HEIC or HEIF photo, to be stored and served as a JPEG', () => {
    const heic = bytes(0, 0, 0, 24, 'ftypheic', 0, 0, 0, 0, 'mif1heic');
    expect(acceptedImageType('IMG_0042.HEIC', heic)).toBe('image/heic');
    expect(acceptedImageType('IMG_0042.heif', heic)).toBe('image/heic');
    expect(servedImageType('image/heic')).toBe('image/jpeg');
    expect(servedImageType('image/png')).toBe('image/png');
  });
});
