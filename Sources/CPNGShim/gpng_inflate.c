// zlib's inflate for whole buffers, for formats other than PNG that compress with it (the
// FlateDecode streams of PDF images in asset catalogs).
#include "gpng.h"

#include <limits.h>
#include <string.h>
#include <zlib.h>

gpng_status gpng_inflate_zlib(const uint8_t *data, size_t size, uint8_t *out, size_t capacity, size_t *written) {
    *written = 0;
    if (size > UINT_MAX || capacity > UINT_MAX) return GPNG_UNSUPPORTED;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return GPNG_OUT_OF_MEMORY;
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    int result = inflate(&stream, Z_FINISH);
    *written = capacity - stream.avail_out;
    inflateEnd(&stream);
    switch (result) {
    case Z_STREAM_END: return GPNG_OK;
    case Z_OK:
    case Z_BUF_ERROR: return stream.avail_out == 0 ? GPNG_UNSUPPORTED : GPNG_TRUNCATED;
    case Z_MEM_ERROR: return GPNG_OUT_OF_MEMORY;
    default: return GPNG_CORRUPT;
    }
}
