print("uikit")
