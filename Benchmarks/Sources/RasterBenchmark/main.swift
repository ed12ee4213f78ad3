print("Raster benchmark: not written yet")
