print("TipCore benchmark: not written yet")
