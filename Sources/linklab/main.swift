print("linklab")
