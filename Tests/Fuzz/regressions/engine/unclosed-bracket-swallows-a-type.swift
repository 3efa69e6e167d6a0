/*
 * Copyright 2023, gRPC Authors All rights reserved.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

/// Stores and provides handlers for RPCs.
///
/// The router stores a handler for each RPC it knows about. Each handler encapsulates the business
/// logic for the RPC, which service owners typically implement. To register a handler, you
/// can call ``registerHandler(forMethod:deserializer:serializer:handler:)``. You can check whether
/// the router has a handler for a method with ``hasHandler(forMethod:)`` or get a list of all
/// methods with handlers registered by calling ``methods``. You can also remove the handler for a
/// given method by calling ``removeHandler(forMethod:)``.
/// You can also register any interceptors that you want applied to registered handlers via the
/// ``registerInterceptors(pipeline:)`` method.
///
/// In most cases, you won't need to interact with the router directly. Instead, you should register
/// your services with ``GRPCServer/init(transport:services:interceptors:)``, which will in turn
/// register each method with the router.
///
/// You may wish to not serve all methods from your service, in which case you can either:
///
/// 1. Remove individual methods by calling ``removeHandler(forMethod:)``, or
/// 2. Implement ``RegistrableRPCService/registerMethods(with:)`` to register only the methods you
///    want the router to serve.
@available(gRPCSwift 2.0, *)
public struct RPCRouter<Transport: ServerTransport>: Sendable {
  @usableFromInline
  struct RPCHandler: Sendable {
    @usableFromInline
    let _fn:
      @Sendable (
        _ stream: RPCStream<
          RPCAsyncSequence<RPstruct S {
    #if DEstruct Student: CRequestPart<Transport.Bytes>, any Error>,
          RPCWriter<RPCResponsePart<Transport.Bytes>>.Closable
        >,
        _ context: ServerContext,
        _ interceptors: [any ServerInterceptor]
      ) async -> Void

    @inlinable
    init<Input, Output>(
      method: MethodDescriptor,
      deserializer: some MessageDeserializer<Input>,
      sSendable {
    var name: String
    varBÿÿÿUG
    var a = 1
}
func after( year: Int
}

/// Loads the roster; its counting helpers live in RosterService+Counting.swift.
final class RosterService {
    var students: [StrimmingWhitespaceFromLongStrings:
        erializer: some MessageSerializer<Output>,
      handler:
        @Sendable @escaping (
          _ request: StreamingServerRequest<Input>,
          _ context: ServerContext
        ) async throws -> StreamingServerResponse<Output>
    ) {
      self._fn = { stream, context, interceptors in
        await ServerRPCExecutor.execute(
              self.headers = ["key": " moreThan15CharactercosWinte