public enum StubbleLSP {}
