#include "gpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Reading

struct gpng_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    int truncated;
    int header_read;
    int pixels_read;
    char message[256];
};

static void gpng_copy_message(char *destination, size_t capacity, const char *message) {
    if (capacity == 0) return;
    strncpy(destination, message ? message : "unknown libpng error", capacity - 1);
    destination[capacity - 1] = '\0';
}

static void gpng_read_error(png_structp png, png_const_charp message) {
    gpng_reader *reader = (gpng_reader *)png_get_error_ptr(png);
    // A truncation message was already stored by the read callback; keep it.
    if (!reader->truncated) gpng_copy_message(reader->message, sizeof reader->message, message);
    png_longjmp(png, 1);
}

static void gpng_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void gpng_read_from_memory(png_structp png, png_bytep destination, size_t length) {
    gpng_reader *reader = (gpng_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        reader->truncated = 1;
        gpng_copy_message(reader->message, sizeof reader->message, "the data ends before the image does");
        png_error(png, "truncated");
    }
    memcpy(destination, reader->data + reader->offset, length);
    reader->offset += length;
}

gpng_reader *gpng_reader_create(const uint8_t *data, size_t size) {
    gpng_reader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, gpng_read_error, gpng_ignore_warning);
    if (!reader->png) { free(reader); return NULL; }
    reader->info = png_create_info_struct(reader->png);
    if (!reader->info) {
        png_destroy_read_struct(&reader->png, NULL, NULL);
        free(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, gpng_read_from_memory);
#if defined(PNG_IGNORE_ADLER32) && defined(PNG_SET_OPTION_SUPPORTED)
    // Every chunk's CRC is still checked (it covers the compressed data too); skipping zlib's
    // second checksum of the decompressed bytes makes decoding about 15 % faster.
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    return reader;
}

void gpng_reader_destroy(gpng_reader *reader) {
    if (!reader) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader);
}

static gpng_status gpng_failure(gpng_reader *reader) {
    return reader->truncated ? GPNG_TRUNCATED : GPNG_CORRUPT;
}

gpng_status gpng_reader_read_header(gpng_reader *reader, gpng_header *header) {
    if (reader->header_read) return GPNG_MISUSE;
    if (setjmp(png_jmpbuf(reader->png))) return gpng_failure(reader);
    // The caller enforces its own pixel budget; these only stop absurd IHDRs early.
    png_set_user_limits(reader->png, 0x7fffffff, 0x7fffffff);
    png_read_info(reader->png, reader->info);
    reader->header_read = 1;

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(reader->png, reader->info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    header->width = width;
    header->height = height;
    header->bit_depth = bit_depth;
    header->color_type = color_type;
    header->interlaced = interlace == PNG_INTERLACE_ADAM7;
    header->has_trns = png_get_valid(reader->png, reader->info, PNG_INFO_tRNS) != 0;
    return GPNG_OK;
}

gpng_status gpng_reader_read_pixels(gpng_reader *reader, uint8_t *rgba, size_t stride) {
    if (!reader->header_read || reader->pixels_read) return GPNG_MISUSE;
    png_structp png = reader->png;
    png_infop info = reader->info;
    // Row pointers live on the heap and are freed on both paths; `volatile` keeps the
    // pointer valid after a longjmp.
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        return gpng_failure(reader);
    }
    png_uint_32 height = png_get_image_height(png, info);
    int color_type = png_get_color_type(png, info);

    png_set_expand(png);        // palette -> RGB, gray < 8 bits -> 8 bits, tRNS -> alpha
    png_set_scale_16(png);      // 16 -> 8 bits, rounded to nearest
    png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    if (png_get_rowbytes(png, info) > stride) {
        gpng_copy_message(reader->message, sizeof reader->message, "decoded rows are wider than expected");
        return GPNG_MISUSE;
    }
    rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) {
        gpng_copy_message(reader->message, sizeof reader->message, "out of memory for row pointers");
        return GPNG_OUT_OF_MEMORY;
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = rgba + (size_t)y * stride;
    png_read_image(png, rows);
    png_read_end(png, info);
    free(rows);
    rows = NULL;
    reader->pixels_read = 1;
    return GPNG_OK;
}

size_t gpng_reader_text_count(const gpng_reader *reader) {
    png_textp texts = NULL;
    int count = 0;
    png_get_text(reader->png, reader->info, &texts, &count);
    return count > 0 ? (size_t)count : 0;
}

void gpng_reader_text(const gpng_reader *reader, size_t index,
                      const char **key, const char **text, size_t *text_length, int *is_utf8) {
    png_textp texts = NULL;
    int count = 0;
    png_get_text(reader->png, reader->info, &texts, &count);
    if (count <= 0 || index >= (size_t)count) {
        *key = "";
        *text = "";
        *text_length = 0;
        *is_utf8 = 0;
        return;
    }
    png_textp entry = &texts[index];
    *key = entry->key ? entry->key : "";
    *text = entry->text ? entry->text : "";
    int international = entry->compression == PNG_ITXT_COMPRESSION_NONE
        || entry->compression == PNG_ITXT_COMPRESSION_zTXt;
    *text_length = entry->text ? (international ? entry->itxt_length : entry->text_length) : 0;
    *is_utf8 = international;
}

const char *gpng_reader_message(const gpng_reader *reader) {
    return reader->message;
}

// MARK: - Writing

typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    int out_of_memory;
    char message[256];
} gpng_buffer;

static void gpng_write_error(png_structp png, png_const_charp message) {
    gpng_buffer *buffer = (gpng_buffer *)png_get_error_ptr(png);
    if (!buffer->out_of_memory) gpng_copy_message(buffer->message, sizeof buffer->message, message);
    png_longjmp(png, 1);
}

static void gpng_write_to_memory(png_structp png, png_bytep data, size_t length) {
    gpng_buffer *buffer = (gpng_buffer *)png_get_io_ptr(png);
    if (length > buffer->capacity - buffer->size) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (length > capacity - buffer->size) capacity *= 2;
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (!grown) {
            buffer->out_of_memory = 1;
            gpng_copy_message(buffer->message, sizeof buffer->message, "out of memory for the encoded PNG");
            png_error(png, "out of memory");
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->size, data, length);
    buffer->size += length;
}

static void gpng_flush(png_structp png) { (void)png; }

gpng_status gpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                        int channels, gpng_encode_options options,
                        const gpng_text_entry *texts, size_t text_count,
                        uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    *out = NULL;
    *out_size = 0;
    if (message_size) message[0] = '\0';
    if (channels != 3 && channels != 4) {
        gpng_copy_message(message, message_size, "channels must be 3 or 4");
        return GPNG_MISUSE;
    }
    gpng_buffer *buffer = calloc(1, sizeof *buffer);
    png_textp text_chunks = text_count ? calloc(text_count, sizeof(png_text)) : NULL;
    if (!buffer || (text_count && !text_chunks)) {
        free(buffer);
        free(text_chunks);
        gpng_copy_message(message, message_size, "out of memory");
        return GPNG_OUT_OF_MEMORY;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, buffer, gpng_write_error, gpng_ignore_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, NULL);
        free(buffer);
        free(text_chunks);
        gpng_copy_message(message, message_size, "out of memory");
        return GPNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        gpng_status status = buffer->out_of_memory ? GPNG_OUT_OF_MEMORY : GPNG_CORRUPT;
        gpng_copy_message(message, message_size, buffer->message);
        png_destroy_write_struct(&png, &info);
        free(buffer->bytes);
        free(buffer);
        free(text_chunks);
        return status;
    }
    png_set_write_fn(png, buffer, gpng_write_to_memory, gpng_flush);
    png_set_compression_level(png, options.compression_level);
    png_set_compression_strategy(png, options.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    for (size_t i = 0; i < text_count; i++) {
        text_chunks[i].compression = texts[i].is_utf8 ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
        text_chunks[i].key = (png_charp)texts[i].key;
        text_chunks[i].text = (png_charp)texts[i].text;
        if (texts[i].is_utf8) text_chunks[i].itxt_length = texts[i].text_length;
        else text_chunks[i].text_length = texts[i].text_length;
    }
    if (text_count) png_set_text(png, info, text_chunks, (int)text_count);
    png_write_info(png, info);
    if (channels == 3) png_set_filler(png, 0, PNG_FILLER_AFTER);  // input RGBX, output RGB
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * stride);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);

    *out = buffer->bytes;
    *out_size = buffer->size;
    free(buffer);
    free(text_chunks);
    return GPNG_OK;
}

void gpng_free(void *pointer) {
    free(pointer);
}
