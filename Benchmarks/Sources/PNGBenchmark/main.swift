print("PNG benchmark: not written yet")
