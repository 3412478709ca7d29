print("TipTUI benchmark: not written yet")
