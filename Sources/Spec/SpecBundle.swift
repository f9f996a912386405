import Foundation
import Scene

/// Scaffolding for motion specs (issue 6): the outputs of `motionreel spec` are built here.
public enum SpecBundle {}
