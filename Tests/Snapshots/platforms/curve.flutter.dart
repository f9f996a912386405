// curve in Flutter: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Each transition side is a function that wraps a child in its widgets,
// driven by one animation per property, and one that starts them; each animation is a value
// and a function that plays it on an AnimationController.

import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

// tab change, default: .timingCurve(0.2, 0.9, 0.3, 1, duration: 0.4)
// exact
const tabChangeAnimation = Cubic(0.2, 0.9, 0.3, 1);

/// Runs [controller] from 0 to 1 as the film runs this curve.
Future<void> playTabChangeAnimation(AnimationController controller) =>
    controller.animateTo(1, duration: const Duration(milliseconds: 400), curve: tabChangeAnimation);

// tab change, insertion — a forward change (a backward one: tabChangeInsertionBackward)
// exact
Widget tabChangeInsertion(Widget child, {required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: child);

/// Starts [tabChangeInsertion]'s animations as the film runs them, each controller from 0 to 1.
void playTabChangeInsertion({required AnimationController position}) {
  position.animateTo(1, duration: const Duration(milliseconds: 400), curve: const Cubic(0.2, 0.9, 0.3, 1));
}

// tab change, insertion, backward — a backward change (a forward one: tabChangeInsertion)
// exact
Widget tabChangeInsertionBackward(Widget child, {required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(-1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: child);

/// Starts [tabChangeInsertionBackward]'s animations as the film runs them, each controller from 0 to 1.
void playTabChangeInsertionBackward({required AnimationController position}) {
  position.animateTo(1, duration: const Duration(milliseconds: 400), curve: const Cubic(0.2, 0.9, 0.3, 1));
}

// tab change, removal — a forward change (a backward one: tabChangeRemovalBackward)
// exact
Widget tabChangeRemoval(Widget child, {required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(-1.0, 0.0)).animate(position), child: child);

/// Starts [tabChangeRemoval]'s animations as the film runs them, each controller from 0 to 1.
void playTabChangeRemoval({required AnimationController position}) {
  position.animateTo(1, duration: const Duration(milliseconds: 400), curve: const Cubic(0.2, 0.9, 0.3, 1));
}

// tab change, removal, backward — a backward change (a forward one: tabChangeRemoval)
// exact
Widget tabChangeRemovalBackward(Widget child, {required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(1.0, 0.0)).animate(position), child: child);

/// Starts [tabChangeRemovalBackward]'s animations as the film runs them, each controller from 0 to 1.
void playTabChangeRemovalBackward({required AnimationController position}) {
  position.animateTo(1, duration: const Duration(milliseconds: 400), curve: const Cubic(0.2, 0.9, 0.3, 1));
}
