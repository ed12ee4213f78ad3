// The direct decoder: the common PNG (8-bit RGB or RGBA, not interlaced, no palette, no tRNS)
// decoded without libpng, in three passes over whole buffers: walk and check the chunks,
// inflate all image data in one call, undo the row filters straight into the RGBA rows.
//
// libpng inflates in small steps through zlib's streaming state and hands rows over one at a
// time; for a 1170x2532 frame that is most of the decode. One whole-buffer inflate is faster,
// and libdeflate (when the system has it, loaded at run time so it is never needed to build)
// is faster still. Inflating is exact, so both give the same bytes.
//
// Anything unusual (another format, a bad CRC, a zlib error, data of the wrong length, an
// unknown critical chunk) returns GPNG_UNSUPPORTED and the caller decodes with libpng, so every
// error message and every edge case stays libpng's.
#include "gpng.h"

#include <dlfcn.h>
#include <sys/mman.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// MARK: - libdeflate, when present

typedef void *(*gpng_alloc_decompressor)(void);
typedef int (*gpng_zlib_decompress)(void *, const void *, size_t, void *, size_t, size_t *);
typedef void (*gpng_free_decompressor)(void *);

static struct {
    gpng_alloc_decompressor alloc;
    gpng_zlib_decompress decompress;
    gpng_free_decompressor release;
} libdeflate;
static pthread_once_t libdeflate_once = PTHREAD_ONCE_INIT;

static void gpng_load_libdeflate(void) {
    static const char *const names[] = {
        "libdeflate.so.0", "libdeflate.so",                                  // Linux
        "libdeflate.0.dylib", "/opt/homebrew/lib/libdeflate.0.dylib",        // macOS (Homebrew)
        "/usr/local/lib/libdeflate.0.dylib",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (!handle) continue;
        gpng_alloc_decompressor alloc = (gpng_alloc_decompressor)dlsym(handle, "libdeflate_alloc_decompressor");
        gpng_zlib_decompress decompress = (gpng_zlib_decompress)dlsym(handle, "libdeflate_zlib_decompress");
        gpng_free_decompressor release = (gpng_free_decompressor)dlsym(handle, "libdeflate_free_decompressor");
        if (alloc && decompress && release) {
            libdeflate.alloc = alloc;
            libdeflate.decompress = decompress;
            libdeflate.release = release;
            return;  // the handle stays open for the life of the process
        }
        dlclose(handle);
    }
}

int gpng_libdeflate_available(void) {
    pthread_once(&libdeflate_once, gpng_load_libdeflate);
    return libdeflate.decompress != NULL;
}

/// Inflates the zlib stream `in` into exactly `expected` bytes; 0 on success.
static int gpng_inflate(const uint8_t *in, size_t in_size, uint8_t *out, size_t expected, gpng_inflater inflater) {
    if (inflater == GPNG_INFLATE_LIBDEFLATE && gpng_libdeflate_available()) {
        void *decompressor = libdeflate.alloc();
        if (!decompressor) return -1;
        // With no actual-size pointer libdeflate requires the output to fill `expected` exactly.
        int result = libdeflate.decompress(decompressor, in, in_size, out, expected, NULL);
        libdeflate.release(decompressor);
        return result == 0 ? 0 : -1;
    }
    if (in_size > UINT_MAX || expected > UINT_MAX) return -1;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return -1;
    stream.next_in = (Bytef *)in;
    stream.avail_in = (uInt)in_size;
    stream.next_out = out;
    stream.avail_out = (uInt)expected;
    int result = inflate(&stream, Z_FINISH);
    int complete = result == Z_STREAM_END && stream.total_out == expected;
    inflateEnd(&stream);
    return complete ? 0 : -1;
}

// MARK: - Memory

/// Asks the kernel to back the 2 MB-aligned middle of a large fresh buffer with huge pages.
/// A new process meets every page of a decoded frame for the first time, and faulting in 4 KB
/// pages one at a time costs more than inflating them; huge pages fault 512 times less often.
/// Only advice: where transparent huge pages are off, nothing changes (and bytes never do).
static void gpng_advise_huge_pages(void *buffer, size_t size) {
#if defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)buffer + size) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)buffer;
    (void)size;
#endif
}

// MARK: - Chunks

static uint32_t gpng_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int gpng_is(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

/// Chunk names are four ASCII letters; libpng refuses anything else.
static int gpng_is_chunk_name(const uint8_t *type) {
    for (int i = 0; i < 4; i++) {
        uint8_t c = type[i] & 0xDF;  // upper case
        if (c < 'A' || c > 'Z') return 0;
    }
    return 1;
}

// MARK: - Row filters

/// Undoes one row's filter: `dst[i] = src[i] + predictor`, where the predictor reads the
/// decoded bytes to the left (`dst`) and the decoded row above (`prior`). `dst` may be `src`.
static void gpng_unfilter_scalar(int filter, uint8_t *dst, const uint8_t *src, const uint8_t *prior,
                                 size_t length, size_t bpp) {
    size_t i = 0;
    switch (filter) {
    case 0:
        memmove(dst, src, length);  // rows may overlap (see gpng_decode_direct)
        return;
    case 1:
        for (; i < bpp; i++) dst[i] = src[i];
        for (; i < length; i++) dst[i] = (uint8_t)(src[i] + dst[i - bpp]);
        return;
    case 2:
        for (; i < length; i++) dst[i] = (uint8_t)(src[i] + prior[i]);
        return;
    case 3:
        for (; i < bpp; i++) dst[i] = (uint8_t)(src[i] + (prior[i] >> 1));
        for (; i < length; i++) dst[i] = (uint8_t)(src[i] + ((dst[i - bpp] + prior[i]) >> 1));
        return;
    default:
        for (; i < bpp; i++) dst[i] = (uint8_t)(src[i] + prior[i]);
        for (; i < length; i++) {
            int a = dst[i - bpp], b = prior[i], c = prior[i - bpp];
            int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
            int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            dst[i] = (uint8_t)(src[i] + predictor);
        }
        return;
    }
}

#if defined(__SSE2__)
// Sub, Average and Paeth depend on the pixel to the left, so they go one pixel at a time, with
// the pixel's 3 or 4 bytes in 16-bit lanes; Up has no such dependency and goes 16 bytes at a time.
// `bpp` is a constant in each inlined copy, so a pixel's load and store are single moves.

static inline __attribute__((always_inline)) __m128i gpng_load_pixel(const uint8_t *p, size_t bpp) {
    uint32_t value = 0;
    memcpy(&value, p, bpp);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)value), _mm_setzero_si128());
}

static inline __attribute__((always_inline)) void gpng_store_pixel(uint8_t *p, __m128i lanes, size_t bpp) {
    uint32_t value = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(lanes, lanes));
    memcpy(p, &value, bpp);
}

static inline __m128i gpng_abs16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

static inline __attribute__((always_inline)) void gpng_unfilter_pixels(int filter, uint8_t *dst, const uint8_t *src,
                                                                      const uint8_t *prior, size_t length, size_t bpp) {
    const __m128i low_byte = _mm_set1_epi16(0x00FF);
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    size_t i = 0;
    switch (filter) {
    case 1:
        for (; i < length; i += bpp) {
            a = _mm_and_si128(_mm_add_epi16(gpng_load_pixel(src + i, bpp), a), low_byte);
            gpng_store_pixel(dst + i, a, bpp);
        }
        return;
    case 2:
        for (; i + 16 <= length; i += 16) {
            __m128i sum = _mm_add_epi8(_mm_loadu_si128((const __m128i *)(src + i)),
                                       _mm_loadu_si128((const __m128i *)(prior + i)));
            _mm_storeu_si128((__m128i *)(dst + i), sum);
        }
        for (; i < length; i++) dst[i] = (uint8_t)(src[i] + prior[i]);
        return;
    case 3:
        for (; i < length; i += bpp) {
            __m128i b = gpng_load_pixel(prior + i, bpp);
            __m128i average = _mm_srli_epi16(_mm_add_epi16(a, b), 1);
            a = _mm_and_si128(_mm_add_epi16(gpng_load_pixel(src + i, bpp), average), low_byte);
            gpng_store_pixel(dst + i, a, bpp);
        }
        return;
    default:
        for (; i < length; i += bpp) {
            __m128i b = gpng_load_pixel(prior + i, bpp);
            __m128i bc = _mm_sub_epi16(b, c), ac = _mm_sub_epi16(a, c);
            __m128i pa = gpng_abs16(bc), pb = gpng_abs16(ac), pc = gpng_abs16(_mm_add_epi16(bc, ac));
            __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
            // a wins ties, then b, then c: the order the PNG specification gives.
            __m128i use_a = _mm_cmpeq_epi16(smallest, pa), use_b = _mm_cmpeq_epi16(smallest, pb);
            __m128i predictor = _mm_or_si128(_mm_and_si128(use_b, b), _mm_andnot_si128(use_b, c));
            predictor = _mm_or_si128(_mm_and_si128(use_a, a), _mm_andnot_si128(use_a, predictor));
            c = b;
            a = _mm_and_si128(_mm_add_epi16(gpng_load_pixel(src + i, bpp), predictor), low_byte);
            gpng_store_pixel(dst + i, a, bpp);
        }
        return;
    }
}

static void gpng_unfilter(int filter, uint8_t *dst, const uint8_t *src, const uint8_t *prior,
                          size_t length, size_t bpp) {
    if (filter == 0) gpng_unfilter_scalar(filter, dst, src, prior, length, bpp);
    else if (bpp == 4) gpng_unfilter_pixels(filter, dst, src, prior, length, 4);
    else if (bpp == 3) gpng_unfilter_pixels(filter, dst, src, prior, length, 3);
    else gpng_unfilter_scalar(filter, dst, src, prior, length, bpp);
}
#else
static void gpng_unfilter(int filter, uint8_t *dst, const uint8_t *src, const uint8_t *prior,
                          size_t length, size_t bpp) {
    gpng_unfilter_scalar(filter, dst, src, prior, length, bpp);
}
#endif

// MARK: - The decoder

/// Pass 1: every chunk's length and CRC, the header, where the image data and texts are.
static gpng_status gpng_walk(const uint8_t *data, size_t size, int verify_crcs, uint32_t *width, uint32_t *height,
                             int *channels, size_t *idat_bytes, gpng_direct_result *result) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    memset(result, 0, sizeof *result);
    if (size < 8 || memcmp(data, signature, 8) != 0) return GPNG_UNSUPPORTED;
    size_t offset = 8, idat_runs = 0;
    int seen_header = 0, seen_end = 0, in_idat = 0;
    *idat_bytes = 0;
    while (!seen_end) {
        if (size - offset < 12) return GPNG_UNSUPPORTED;
        uint32_t length = gpng_be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (length > 0x7FFFFFFFu || size - offset - 12 < length || !gpng_is_chunk_name(type)) return GPNG_UNSUPPORTED;
        // libpng limits the chunks it keeps in memory (8 000 000 bytes by default); leave
        // such files to it.
        if (length > 8000000u && !gpng_is(type, "IDAT")) return GPNG_UNSUPPORTED;
        const uint8_t *body = type + 4;
        if (verify_crcs) {
            uint32_t crc = (uint32_t)crc32(crc32(0L, Z_NULL, 0), type, (uInt)length + 4);
            if (crc != gpng_be32(body + length)) return GPNG_UNSUPPORTED;
        }
        if (!seen_header && !gpng_is(type, "IHDR")) return GPNG_UNSUPPORTED;
        if (gpng_is(type, "IDAT")) {
            if (!in_idat) idat_runs++;
            in_idat = 1;
            *idat_bytes += length;
        } else {
            in_idat = 0;
            if (gpng_is(type, "IHDR")) {
                if (seen_header || length != 13) return GPNG_UNSUPPORTED;
                seen_header = 1;
                int depth = body[8], color = body[9];
                *width = gpng_be32(body);
                *height = gpng_be32(body + 4);
                if (*width == 0 || *height == 0 || *width > 0x7FFFFFFFu || *height > 0x7FFFFFFFu || depth != 8
                    || (color != 2 && color != 6) || body[10] != 0 || body[11] != 0 || body[12] != 0)
                    return GPNG_UNSUPPORTED;
                *channels = color == 6 ? 4 : 3;
            } else if (gpng_is(type, "IEND")) {
                seen_end = 1;
            } else if (gpng_is(type, "tEXt")) {
                if (result->text_count == GPNG_DIRECT_MAX_TEXTS) return GPNG_UNSUPPORTED;
                result->text_offsets[result->text_count] = (size_t)(body - data);
                result->text_lengths[result->text_count] = length;
                result->text_count++;
            } else if (!(type[0] & 0x20) || gpng_is(type, "tRNS") || gpng_is(type, "zTXt") || gpng_is(type, "iTXt")) {
                // A critical chunk (PLTE or unknown), transparency or compressed text: libpng's job.
                return GPNG_UNSUPPORTED;
            }
        }
        offset += 12 + (size_t)length;
    }
    if (idat_runs != 1 || *idat_bytes == 0) return GPNG_UNSUPPORTED;
    result->has_alpha = *channels == 4;
    return GPNG_OK;
}

gpng_status gpng_check_direct(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    int channels = 0;
    size_t idat_bytes = 0;
    gpng_direct_result result;
    return gpng_walk(data, size, 1, width, height, &channels, &idat_bytes, &result);
}

gpng_status gpng_decode_direct(const uint8_t *data, size_t size, uint32_t width, uint32_t height, int checked,
                               uint8_t *rgba, gpng_inflater inflater, gpng_direct_result *result) {
    uint32_t stored_width = 0, stored_height = 0;
    int channels = 0;
    size_t offset = 8, idat_bytes = 0;
    gpng_status walked = gpng_walk(data, size, !checked, &stored_width, &stored_height, &channels, &idat_bytes, result);
    if (walked != GPNG_OK) return walked;
    if (stored_width != width || stored_height != height) return GPNG_UNSUPPORTED;

    size_t row_bytes = (size_t)width * (size_t)channels;
    if (row_bytes / channels != width || (row_bytes + 1) > SIZE_MAX / height) return GPNG_UNSUPPORTED;
    size_t filtered_bytes = (row_bytes + 1) * height;

    // Pass 2: the image data, gathered into one buffer, inflated in one call. RGBA is inflated
    // straight into the output, which has room for the one filter byte per row.
    gpng_advise_huge_pages(rgba, (size_t)width * height * 4);
    uint8_t *compressed = malloc(idat_bytes);
    uint8_t *filtered = channels == 4 ? rgba : malloc(filtered_bytes);
    if (filtered && filtered != rgba) gpng_advise_huge_pages(filtered, filtered_bytes);
    uint8_t *zero_row = calloc(1, row_bytes);
    if (!compressed || !filtered || !zero_row) {
        free(compressed);
        if (filtered != rgba) free(filtered);
        free(zero_row);
        return GPNG_OUT_OF_MEMORY;
    }
    size_t gathered = 0;
    for (offset = 8; gathered < idat_bytes;) {
        uint32_t length = gpng_be32(data + offset);
        if (gpng_is(data + offset + 4, "IDAT")) {
            memcpy(compressed + gathered, data + offset + 8, length);
            gathered += length;
        }
        offset += 12 + (size_t)length;
    }
    int inflated = gpng_inflate(compressed, idat_bytes, filtered, filtered_bytes, inflater);
    free(compressed);

    // Pass 3: the rows, top to bottom. RGBA rows move up in place: row y's bytes land y + 1
    // bytes before where they were inflated, over bytes already read, below the finished row
    // above that they read. RGB rows are unfiltered in place in their own buffer, each reading
    // the row above, then widened to RGBA.
    gpng_status status = inflated == 0 ? GPNG_OK : GPNG_UNSUPPORTED;
    for (uint32_t y = 0; status == GPNG_OK && y < height; y++) {
        uint8_t *line = filtered + (size_t)y * (row_bytes + 1);
        int filter = line[0];
        if (filter > 4) { status = GPNG_UNSUPPORTED; break; }
        if (channels == 4) {
            uint8_t *out = rgba + (size_t)y * row_bytes;
            gpng_unfilter(filter, out, line + 1, y ? out - row_bytes : zero_row, row_bytes, 4);
        } else {
            gpng_unfilter(filter, line + 1, line + 1, y ? line - row_bytes : zero_row, row_bytes, 3);
            const uint8_t *source = line + 1;
            uint8_t *out = rgba + (size_t)y * width * 4;
            for (uint32_t x = 0; x < width; x++) {
                out[4 * x] = source[3 * x];
                out[4 * x + 1] = source[3 * x + 1];
                out[4 * x + 2] = source[3 * x + 2];
                out[4 * x + 3] = 0xFF;
            }
        }
    }
    if (filtered != rgba) free(filtered);
    free(zero_row);
    return status;
}
