public enum StubbleSyntax {}
