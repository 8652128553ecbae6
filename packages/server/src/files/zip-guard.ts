import yauzl from 'yauzl';

/**
 * The zip-bomb check of an xlsx before it is parsed (issue 17): an xlsx is a zip archive; its entries may unpack to
 * at most `maxUnpackedBytes` together and there may be at most `maxEntries`. Every entry is inflated once and
 * counted (yauzl checks each against its declared size), so a header that lies is caught as well. Resolves true
 * when the archive is within the limits, false when it is not or is no readable zip.
 */
export function withinUnpackedLimit(
  buffer: Buffer,
  maxUnpackedBytes: number,
  maxEntries = 2_000,
): Promise<boolean> {
  return new Promise((resolve) => {
    let total = 0;
    let entries = 0;
    let done = false;
    const finish = (ok: boolean, zip?: yauzl.ZipFile) => {
      if (done) return;
      done = true;
      zip?.close();
      resolve(ok);
    };
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return finish(false);
      zip.on('error', () => finish(false, zip));
      zip.on('end', () => finish(true, zip));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > maxEntries || total + entry.uncompressedSize > maxUnpackedBytes)
          return finish(false, zip);
        if (/\/$/.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return finish(false, zip);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > maxUnpackedBytes) {
              stream.destroy();
              finish(false, zip);
            }
          });
          stream.on('error', () => finish(false, zip));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}
