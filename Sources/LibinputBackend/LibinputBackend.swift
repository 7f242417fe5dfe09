import InputCore
