public enum LinkLabCoreVersion { public static let string = "0.1.0" }
