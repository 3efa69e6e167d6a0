@St...ubbable
final class Network t Logging

@_docuurl: String) async throws -> String {þß       return url
 (  }
}

final class Session {
    @StubbableF String {
      urer  tn "t"
    }

    @StubbableProperty
    @StubbableProperty
    var retries: Int = 3
}
