// Input from Mockolo Tests/TestRx/FixtureRxVars.swift, rxMultiParents (inputs only; see NOTICE.md and LICENSE in this folder).
struct Tasks {}
struct TaskScope {}
struct State {}
struct CompletionTask {}

/// @mockable
public protocol TasksStream: BaseTasksStream {
    func update(tasks: Tasks)
}

public protocol BaseTasksStream: BaseTaskScopeListStream, WorkTaskScopeListStream, StateStream, OnlineStream, CompletionTasksStream, WorkStateStream {
    var tasks: Observable<Tasks> { get }
}

/// @mockable(rx: all = ReplaySubject)
public protocol BaseTaskScopeListStream: AnyObject {
    var taskScopes: Observable<[TaskScope]> { get }
}

/// @mockable(rx: all = ReplaySubject)
public protocol WorkTaskScopeListStream: AnyObject {
    var workTaskScopes: Observable<[TaskScope]> { get }
}

/// @mockable
public protocol OnlineStream: AnyObject {
    var online: Observable<Bool> { get }
}

/// @mockable
public protocol StateStream: AnyObject {
    var state: Observable<State> { get }
}

/// @mockable(rx: all = BehaviorSubject)
public protocol WorkStateStream: AnyObject {
    var isOnJob: Observable<Bool> { get }
}

/// @mockable(rx: all = BehaviorSubject)
public protocol CompletionTasksStream: AnyObject {
    var completionTasks: Observable<[CompletionTask]> { get }
}
