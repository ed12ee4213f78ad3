// One import gives a test everything a golden assertion needs: frames, bitmaps and tolerances.
@_exported import GoldensDiff
@_exported import GoldensRaster
@_exported import GoldensScene
@_exported import GoldensWorkflow
