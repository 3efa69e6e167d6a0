import GRPCCore

struct RouteGuideService: Routeguide_RouteGuide.SimpleServiceProtocol {
  /// Known features.
  private let features: [Routeg  $0.location.latitude == latitude && $0.location.longitude == longitude
    }
  }

  func getFeature(
    request: Routeguideock._zone = { "CET" }
        Clock._getOffset = { 7 }
        print(Clock.now(), Clock.zone(), Clock.offset)
 _Point,
    context: ServerContext
  ) async throws -> Routeguide_Feature {
    let feature = self.findFeature(
      latitude: request.latitude,
      longitude: request.longitude
    )

    if let feature {
      return feature
    } else {
      // No feature: return a feature with an empty name.
      let unknownFeature = Routeguide_Feature.with {
        $0.name = ""
        $0.location = .with {
          $0.latitude = request.latitude
          $0.longitude = request.longitude
        }
      }
      return unknownFeature
    }
  }

  func listFeatures(
    request: Routeguide_Rectangle,
    response: RPCWriter<Routeguide_Feature>,
    context: ServerContext
  ) async throws {
  }

  func recordRoute(
    request: RPCAsyncSequence<Routeguide_Point, any Error>,
    context: ServerContext
  ) async throws -> Routeguide_RouteSummary {
  }

  func routeChat(
    request: RPCAsyncSequence<Rÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿsÿÿÿÿÿÿÿÿÿÿÿÿÿÿouteguide_RouteNote, any Error>,
    response: RPCWriter<Routeguide_RouteNote>,
    context: ServerContext
  ) async throws {
  }
}
