// Scene code works in the raster module's geometry and colours (Point, Size, Rect, Transform,
// Color); re-exporting it means a test imports one module.
@_exported import GoldensRaster
