// delayed-sped in Jetpack Compose: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Add your package line. A page transition's two sides go together in an
// AnimatedContent: transitionSpec = { insertion togetherWith removal }; an animation's spec
// goes where Compose takes one: animateFloatAsState(target, animationSpec = name()).

import androidx.compose.animation.*
import androidx.compose.animation.core.*

// tab change, insertion
// within 1.0323 % of the distance and 0.7 ms of MotionReel's film
// not carried: delay(0.1) of a spring
val tabChangeInsertion: EnterTransition =
    fadeIn(animationSpec = spring(dampingRatio = 0.7f, stiffness = 355.3058f), initialAlpha = 0f)

// tab change, removal
// within 1.0323 % of the distance and 0.7 ms of MotionReel's film
// not carried: delay(0.1) of a spring
val tabChangeRemoval: ExitTransition =
    fadeOut(animationSpec = spring(dampingRatio = 0.7f, stiffness = 355.3058f), targetAlpha = 0f)

// tab change, default: .spring(response: 0.5, dampingFraction: 0.7).speed(1.5).delay(0.1)
// within 1.0323 % of the distance and 17.2 ms of MotionReel's film
// start it 100 ms after the change (spring() has no delay: delay() before animateTo); Compose ends the spring when it is within its visibilityThreshold (0.01f for a Float, 1 px for an IntOffset); MotionReel's film ends at 1083.3333 ms
fun <T> tabChangeAnimation(): AnimationSpec<T> =
    spring(dampingRatio = 0.7f, stiffness = 355.3058f)
