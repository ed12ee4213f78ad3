this is not Swift: a dependency folder doctor skips
