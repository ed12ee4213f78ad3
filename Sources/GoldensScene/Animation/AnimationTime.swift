/// Time on the scene's virtual clock, in seconds. Nothing in the scene reads the wall clock:
/// a test advances this clock explicitly, so every frame is reproducible.
public typealias AnimationTime = Double
