// curve: tab change, insertion (forward; backward mirrors horizontal offsets)
// exact
SlideTransition(position: Tween<Offset>(begin: Offset(1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: child),
// position: position.animateTo(1, duration: const Duration(milliseconds: 400), curve: const Cubic(0.2, 0.9, 0.3, 1));

// curve: tab change, removal (forward; backward mirrors horizontal offsets)
// exact
SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(-1.0, 0.0)).animate(position), child: child),
// position: position.animateTo(1, duration: const Duration(milliseconds: 400), curve: const Cubic(0.2, 0.9, 0.3, 1));

// curve: tab change, default: .timingCurve(0.2, 0.9, 0.3, 1, duration: 0.4)
// exact
Cubic(0.2, 0.9, 0.3, 1), Duration(milliseconds: 400)
