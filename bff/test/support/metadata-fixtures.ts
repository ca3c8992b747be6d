import { crc32, deflateRawSync } from 'node:zlib';

/** Files carrying the metadata uploads must lose, built byte by byte. */

const bytes = (...values: (number | string | Buffer)[]) =>
  Buffer.concat(
    values.map((value) =>
      typeof value === 'string'
        ? Buffer.from(value, 'latin1')
        : Buffer.isBuffer(value)
          ? value
          : Buffer.from([value]),
    ),
  );

/** A JPEG marker segment: marker, big-endian length (itself included), body. */
function segment(marker: number, body: Buffer | string): Buffer {
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const length = Buffer.alloc(2);
  length.writeUInt16BE(data.length + 2);
  return bytes(0xff, marker, length, data);
}

/** An EXIF APP1 body: a little-endian TIFF whose IFD0 names the camera and points to a GPS IFD (47°N 8°E). */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(128);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Make (ASCII, at 80) and GPSInfo (0x8825, the GPS IFD at 38).
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x010f, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(10, 14);
  tiff.writeUInt32LE(80, 18);
  tiff.writeUInt16LE(0x8825, 22);
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(38, 30);
  tiff.writeUInt32LE(0, 34);
  // GPS IFD at 38: GPSLatitudeRef 'N', GPSLongitudeRef 'E'.
  tiff.writeUInt16LE(2, 38);
  tiff.writeUInt16LE(0x0001, 40);
  tiff.writeUInt16LE(2, 42);
  tiff.writeUInt32LE(2, 44);
  tiff.write('N\0', 48, 'latin1');
  tiff.writeUInt16LE(0x0003, 52);
  tiff.writeUInt16LE(2, 54);
  tiff.writeUInt32LE(2, 56);
  tiff.write('E\0', 60, 'latin1');
  tiff.writeUInt32LE(0, 64);
  tiff.write('DocNetCam\0', 80, 'latin1');
  return bytes('Exif\0\0', tiff);
}

export const XMP_PACKET =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Dr. Jane Roe"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
export const COMMENT = 'Patient Jane Roe, MRN 0012345';

/** A real 16×12 baseline JPEG (made by libvips, no metadata of its own): its tables, frame and scan. */
export const JPEG_IMAGE = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXAUUYf//Z',
  'base64',
);

/** The 16×12 JPEG with JFIF, EXIF (GPS IFD included), XMP, IPTC and a comment before its tables and image data. */
export function jpegWithMetadata(): Buffer {
  // prettier-ignore
  return bytes(
    0xff, 0xd8,
    segment(0xe0, bytes('JFIF\0', 1, 1, 0, 0, 1, 0, 1, 0, 0)),
    segment(0xe1, exifWithGps()),
    segment(0xe1, `http://ns.adobe.com/xap/1.0/\0${XMP_PACKET}`),
    segment(0xed, 'Photoshop 3.0\x008BIM\x04\x04 IPTC by Dr. Jane Roe'),
    segment(0xfe, COMMENT),
    JPEG_IMAGE.subarray(2),
  );
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = bytes(type, typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return bytes(length, body, crc);
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The 1×1 PNG with text chunks (author, comment, XMP), EXIF and a time after its header. */
export function pngWithText(): Buffer {
  const headerEnd = 8 + 25; // signature + IHDR
  return bytes(
    PNG.subarray(0, headerEnd),
    pngChunk('tEXt', 'Author\0Dr. Jane Roe'),
    pngChunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${XMP_PACKET}`),
    pngChunk('zTXt', bytes('Comment\0', 0, deflateRawSync(COMMENT))),
    pngChunk('eXIf', exifWithGps().subarray(6)),
    pngChunk('tIME', bytes(0x07, 0xea, 11, 24, 9, 0, 0)),
    PNG.subarray(headerEnd),
  );
}

function riffChunk(fourCc: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return bytes(fourCc, size, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0));
}

/** An extended WebP whose VP8X flags announce EXIF and XMP, with both chunks after the image. */
export function webpWithMetadata(): Buffer {
  const body = bytes(
    'WEBP',
    riffChunk('VP8X', bytes(0x08 | 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
    riffChunk('VP8L', bytes(0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07)),
    riffChunk('EXIF', exifWithGps().subarray(6)),
    riffChunk('XMP ', XMP_PACKET),
  );
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return bytes('RIFF', size, body);
}

/** A 1×1 GIF with a comment, an XMP application extension and the NETSCAPE looping one. */
export function gifWithMetadata(): Buffer {
  // prettier-ignore
  return bytes(
    'GIF89a', 1, 0, 1, 0, 0x80, 0, 0, // screen 1×1, a global colour table of 2
    0, 0, 0, 0xff, 0xff, 0xff,
    0x21, 0xff, 11, 'NETSCAPE2.0', 3, 1, 0, 0, 0,
    0x21, 0xfe, COMMENT.length, COMMENT, 0,
    0x21, 0xff, 11, 'XMP DataXMP', 'Dr. Jane Roe'.length, 'Dr. Jane Roe', 0,
    0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, // image descriptor
    2, 2, 0x44, 0x01, 0, // LZW code size, one sub-block, end
    0x3b,
  );
}

/** A ZIP of deflated entries with a data descriptor flag on none: enough of an Office package. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text);
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x5a8c, 10); // a save time
    local.writeUInt16LE(0x5b78, 12);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x5a8c, 12);
    central.writeUInt16LE(0x5b78, 14);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const WORD_DOCUMENT_XML =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Echo findings</w:t></w:r></w:p></w:body></w:document>';

/** A Word package whose core properties name its author and editor and whose app properties name a company. */
export function docxWithAuthor(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>',
    'word/document.xml': WORD_DOCUMENT_XML,
    'docProps/core.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Dr. Jane Roe</dc:creator><cp:lastModifiedBy>Dr. John Doe</cp:lastModifiedBy><cp:revision>7</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2026-11-02T08:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2026-11-03T09:30:00Z</dcterms:modified></cp:coreProperties>',
    'docProps/app.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application><Company>St. Example Cardiology</Company><Manager>Dr. John Doe</Manager><Pages>1</Pages></Properties>',
  });
}

/** A DICOM file: the 128-byte preamble, DICM and a patient's name element. */
export function dicomFile(): Buffer {
  const name = 'Roe^Jane';
  const element = Buffer.alloc(8);
  element.writeUInt16LE(0x0010, 0);
  element.writeUInt16LE(0x0010, 2);
  element.write('PN', 4, 'latin1');
  element.writeUInt16LE(name.length, 6);
  return bytes(Buffer.alloc(128), 'DICM', element, name);
}
