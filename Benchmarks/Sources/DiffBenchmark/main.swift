print("Diff benchmark: not written yet")
