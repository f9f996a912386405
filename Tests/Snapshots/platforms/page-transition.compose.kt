// page-transition in Jetpack Compose: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Add your package line. A page transition's two sides go together in an
// AnimatedContent: transitionSpec = { insertion togetherWith removal }; an animation's spec
// goes where Compose takes one: animateFloatAsState(target, animationSpec = name()).

import androidx.compose.animation.*
import androidx.compose.animation.core.*
import androidx.compose.ui.graphics.TransformOrigin
import kotlin.math.roundToInt

// tab change, insertion
// within 1.1782 % of the distance and 34 ms of MotionReel's film
// not carried: blur(radius: 8)
val tabChangeInsertion: EnterTransition =
    slideInHorizontally(animationSpec = spring(dampingRatio = 0.8f, stiffness = 157.9137f)) { fullWidth -> fullWidth } + fadeIn(animationSpec = tween(durationMillis = 250, delayMillis = 0, easing = CubicBezierEasing(0f, 0f, 0.58f, 1f)), initialAlpha = 0f) + scaleIn(animationSpec = spring(dampingRatio = 0.8f, stiffness = 157.9137f), initialScale = 0.9f, transformOrigin = TransformOrigin(0.5f, 0f))

// tab change, removal
// within 0.5869 % of the distance and 0.4 ms of MotionReel's film
val tabChangeRemoval: ExitTransition =
    slideOutHorizontally(animationSpec = spring(dampingRatio = 0.8f, stiffness = 157.9137f)) { fullWidth -> (fullWidth * -0.3077f).roundToInt() } + fadeOut(animationSpec = tween(durationMillis = 250, delayMillis = 0, easing = CubicBezierEasing(0f, 0f, 0.58f, 1f)), targetAlpha = 0f)

// tab change, default: .spring(response: 0.5, dampingFraction: 0.8)
// within 0.5869 % of the distance and 34 ms of MotionReel's film
// Compose ends the spring when it is within its visibilityThreshold (0.01f for a Float, 1 px for an IntOffset); MotionReel's film ends at 1300 ms
fun <T> tabChangeDefault(): AnimationSpec<T> =
    spring(dampingRatio = 0.8f, stiffness = 157.9137f)

// tab change, track opacity: .easeOut(duration: 0.25)
// exact
fun <T> tabChangeTrackOpacity(): AnimationSpec<T> =
    tween(durationMillis = 250, delayMillis = 0, easing = CubicBezierEasing(0f, 0f, 0.58f, 1f))
