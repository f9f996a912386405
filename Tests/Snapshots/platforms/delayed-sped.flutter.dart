// delayed-sped in Flutter: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Each transition side is a function that wraps a child in its widgets,
// driven by one animation per property, and one that starts them; each animation is a value
// and a function that plays it on an AnimationController.

import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

// tab change, default: .spring(response: 0.5, dampingFraction: 0.7).speed(1.5).delay(0.1)
// within 1.0323 % of the distance and 17.2 ms of MotionReel's film
// Flutter's SpringSimulation is done within Tolerance.defaultTolerance: 0.001 of position and of velocity; MotionReel's film ends at 1083.3333 ms
const tabChangeAnimation = SpringDescription(mass: 1, stiffness: 355.3058, damping: 26.3894);

/// Runs [controller] from 0 to 1 as the film runs this spring. Make it with
/// AnimationController.unbounded(vsync: …): a default controller clamps the value to 0…1,
/// and the spring would lose its overshoot.
Future<void> playTabChangeAnimation(AnimationController controller) =>
    Future<void>.delayed(const Duration(milliseconds: 100), () => controller.animateWith(SpringSimulation(tabChangeAnimation, 0, 1, 0)));

// tab change, insertion
// within 1.0323 % of the distance and 0.7 ms of MotionReel's film
Widget tabChangeInsertion(Widget child, {required Animation<double> opacity}) =>
    FadeTransition(opacity: Tween<double>(begin: 0.0, end: 1.0).animate(opacity), child: child);

/// Starts [tabChangeInsertion]'s animations as the film runs them, each controller from 0 to 1.
/// [opacity] runs a spring: make it with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeInsertion({required AnimationController opacity}) {
  Future<void>.delayed(const Duration(milliseconds: 100), () => opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 355.3058, damping: 26.3894), 0, 1, 0)));
}

// tab change, removal
// within 1.0323 % of the distance and 0.7 ms of MotionReel's film
Widget tabChangeRemoval(Widget child, {required Animation<double> opacity}) =>
    FadeTransition(opacity: Tween<double>(begin: 1.0, end: 0.0).animate(opacity), child: child);

/// Starts [tabChangeRemoval]'s animations as the film runs them, each controller from 0 to 1.
/// [opacity] runs a spring: make it with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeRemoval({required AnimationController opacity}) {
  Future<void>.delayed(const Duration(milliseconds: 100), () => opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 355.3058, damping: 26.3894), 0, 1, 0)));
}
