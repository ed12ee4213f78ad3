// A thin C layer over libpng for the GoldensPNG module.
//
// libpng reports errors by longjmp. A longjmp across Swift frames is undefined behaviour, so every
// function here that calls into libpng owns its own setjmp point and turns an error into a status
// code plus a message. Nothing here aborts the process.
#ifndef GPNG_H
#define GPNG_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    GPNG_OK = 0,
    /// The data ended before the PNG did.
    GPNG_TRUNCATED = 1,
    /// libpng rejected the data (CRC mismatch, bad chunk, bad IHDR, zlib error, ...).
    GPNG_CORRUPT = 2,
    /// An allocation failed.
    GPNG_OUT_OF_MEMORY = 3,
    /// The functions were called in the wrong order.
    GPNG_MISUSE = 4,
    /// The direct decoder does not take this file; decode it with libpng (see gpng_decode_direct).
    GPNG_UNSUPPORTED = 5,
} gpng_status;

/// What the IHDR (and tRNS) say about the stored image.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;    ///< 1, 2, 4, 8 or 16
    int color_type;   ///< 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA
    int interlaced;   ///< 1 for Adam7
    int has_trns;     ///< 1 when a tRNS chunk gives transparency
} gpng_header;

typedef struct gpng_reader gpng_reader;

/// Starts reading a PNG held in memory. `data` must stay valid until `gpng_reader_destroy`.
/// Returns NULL only when memory is exhausted.
gpng_reader *gpng_reader_create(const uint8_t *data, size_t size);
void gpng_reader_destroy(gpng_reader *reader);

/// Reads the signature and every chunk up to the first IDAT. Allocates nothing image-sized,
/// so the caller can refuse a huge image before any pixel memory exists.
gpng_status gpng_reader_read_header(gpng_reader *reader, gpng_header *header);

/// Decodes the whole image into `rgba` as 8-bit straight-alpha RGBA, `stride` bytes per row.
/// Every colour type and depth is expanded; 16-bit samples are scaled to 8 bits with exact
/// rounding (v * 255 / 65535); gamma and colour-profile chunks are not applied.
/// Also reads the chunks after the image data, so text chunks placed there are seen.
gpng_status gpng_reader_read_pixels(gpng_reader *reader, uint8_t *rgba, size_t stride);

/// Text chunks (tEXt, zTXt, iTXt) seen so far, in file order.
size_t gpng_reader_text_count(const gpng_reader *reader);
/// `is_utf8` is 1 for iTXt (UTF-8 text), 0 for tEXt/zTXt (Latin-1 text). Keys are Latin-1.
void gpng_reader_text(const gpng_reader *reader, size_t index,
                      const char **key, const char **text, size_t *text_length, int *is_utf8);

/// The message of the last error, or "" if there was none.
const char *gpng_reader_message(const gpng_reader *reader);

/// One text chunk to write. Written as tEXt when `is_utf8` is 0, as iTXt otherwise.
typedef struct {
    const char *key;
    const char *text;
    size_t text_length;
    int is_utf8;
} gpng_text_entry;

/// Encoding choices: zlib level 0-9, zlib strategy (0 default, 1 filtered, 2 huffman only,
/// 3 RLE), and libpng's filter mask (e.g. 0xF8 for "all, adaptive", 0x08 for "none").
typedef struct {
    int compression_level;
    int strategy;
    int filters;
} gpng_encode_options;

/// Encodes rows of 4-byte pixels into a PNG in memory: as 8-bit RGBA when `channels` is 4, or as
/// 8-bit RGB when `channels` is 3, in which case libpng drops every fourth byte while writing.
/// On success `*out` holds `*out_size` bytes that the caller releases with `gpng_free`.
/// On failure `message` (of `message_size` bytes) says why.
gpng_status gpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                        int channels, gpng_encode_options options,
                        const gpng_text_entry *texts, size_t text_count,
                        uint8_t **out, size_t *out_size, char *message, size_t message_size);

void gpng_free(void *pointer);

// MARK: - The direct decoder (gpng_direct.c)

/// How the direct decoder inflates the image data: libdeflate when the system has it (loaded at
/// run time), else zlib; or zlib only. Both give the same bytes.
typedef enum {
    GPNG_INFLATE_LIBDEFLATE = 0,
    GPNG_INFLATE_ZLIB = 1,
} gpng_inflater;

/// 1 when libdeflate could be loaded.
int gpng_libdeflate_available(void);

enum { GPNG_DIRECT_MAX_TEXTS = 32 };

/// What the direct decoder found besides pixels: whether the image has an alpha channel, and
/// where each tEXt chunk's data lies in the file (keyword, NUL, Latin-1 text).
typedef struct {
    int has_alpha;
    size_t text_count;
    size_t text_offsets[GPNG_DIRECT_MAX_TEXTS];
    size_t text_lengths[GPNG_DIRECT_MAX_TEXTS];
} gpng_direct_result;

/// The direct decoder's first pass alone: 0 (GPNG_OK) when the file is one it takes, every
/// chunk's CRC right, with the size its IHDR gives; the image data is not inflated.
gpng_status gpng_check_direct(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height);

/// Decodes the common PNG without libpng: 8-bit RGB or RGBA, not interlaced, one run of IDAT
/// chunks, no PLTE, tRNS, zTXt or iTXt, every chunk's CRC right, IHDR saying `width` x `height`.
/// Writes straight-alpha RGBA rows, `width * 4` bytes apart, into `rgba`, which must have room
/// for `height` bytes more than the image (one filter byte per row, see gpng_direct.c).
/// `checked` 1 skips the CRCs, for data gpng_check_direct has just passed.
/// Returns GPNG_OK, GPNG_OUT_OF_MEMORY, or GPNG_UNSUPPORTED for any other file and any damage,
/// which the caller hands to libpng (whose errors and edge cases are the reference); `rgba` is
/// then undefined.
gpng_status gpng_decode_direct(const uint8_t *data, size_t size, uint32_t width, uint32_t height, int checked,
                               uint8_t *rgba, gpng_inflater inflater, gpng_direct_result *result);

/// Inflates a zlib stream (RFC 1950: a PDF's FlateDecode stream) into `out`, at most `capacity`
/// bytes, setting `*written`. GPNG_OK when the stream ended; GPNG_TRUNCATED when the data ran
/// out first (what was inflated is kept); GPNG_UNSUPPORTED when the result would not fit in
/// `capacity`; GPNG_CORRUPT for data that is not a zlib stream.
gpng_status gpng_inflate_zlib(const uint8_t *data, size_t size, uint8_t *out, size_t capacity, size_t *written);

#endif
