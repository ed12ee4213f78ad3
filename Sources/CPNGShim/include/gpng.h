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

#endif
