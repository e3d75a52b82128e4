import Foundation
import Testing

@testable import HeadlessUIKit

/// Field behaviours against the physics they state, in UIKit Dynamics' metric units (100 pt =
/// 1 m; a 100 × 100 pt item of density 1 has a mass of 1 kg), stepped at h = 1/240 s.
@MainActor
@Suite("UIKit Dynamics: field behaviours")
struct DynamicFieldTests {
  static let h = 1.0 / 240

  @Test func factoriesSetTheirParametersAndUIKitsDefaults() {
    let linear = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 9.8))
    #expect(linear.direction == CGVector(dx: 0, dy: 9.8) && linear.strength == 1 && linear.falloff == 0)
    #expect(linear.position == .zero && linear.region.contains(CGPoint(x: 1e9, y: -1e9)))
    #expect(linear.minimumRadius > 0 && linear.minimumRadius < 0.01)
    let radial = UIFieldBehavior.radialGravityField(position: CGPoint(x: 5, y: 6))
    #expect(radial.position == CGPoint(x: 5, y: 6) && radial.direction == .zero)
    let noise = UIFieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 2)
    #expect(noise.smoothness == 0.3 && noise.animationSpeed == 2)
    let turbulence = UIFieldBehavior.turbulenceField(smoothness: 1, animationSpeed: 0)
    #expect(turbulence.smoothness == 1 && turbulence.animationSpeed == 0)
    #expect(UIFieldBehavior.springField().smoothness == 0 && UIFieldBehavior.vortexField().animationSpeed == 0)
    let view = UIView()
    let drag = UIFieldBehavior.dragField()
    drag.addItem(view)
    drag.addItem(view)
    #expect(drag.items.count == 1)
    drag.removeItem(view)
    #expect(drag.items.isEmpty)
    #expect(UIDynamicItemBehavior(items: []).charge == 0)
  }

  @Test func regionsCombine() {
    let circle = UIRegion(radius: 10)
    let square = UIRegion(size: CGSize(width: 40, height: 20))
    #expect(circle.contains(CGPoint(x: 6, y: 8)) && !circle.contains(CGPoint(x: 8, y: 8)))
    #expect(square.contains(CGPoint(x: 20, y: -10)) && !square.contains(CGPoint(x: 0, y: 11)))
    #expect(!circle.inverse().contains(.zero) && circle.inverse().contains(CGPoint(x: 50, y: 0)))
    #expect(square.union(with: circle).contains(CGPoint(x: 19, y: 0)))
    #expect(!square.difference(from: circle).contains(CGPoint(x: 0, y: 0)))
    #expect(square.difference(from: circle).contains(CGPoint(x: 15, y: 0)))
    #expect(!square.intersection(with: circle).contains(CGPoint(x: 15, y: 0)))
    #expect(UIRegion.infinite.contains(CGPoint(x: -1e12, y: 3)))
    #expect(circle.copy() as AnyObject === circle)
  }

  /// A linear gravity field of 9.8 accelerates at 980 pt/s² whatever the mass; semi-implicit
  /// Euler gives y = a·h²·n(n+1)/2 after n steps.
  @Test func linearGravityAcceleratesAtStrengthTimesDirectionMetresPerSecondSquared() {
    let bench = DynamicsBench()
    let light = bench.box(CGPoint(x: 100, y: 100))
    let heavy = bench.box(CGPoint(x: 300, y: 100))
    let heft = UIDynamicItemBehavior(items: [heavy])
    heft.density = 5
    let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 9.8))
    field.addItem(light)
    field.addItem(heavy)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(field)
    animator.addBehavior(heft)
    bench.run(to: 0.5)
    let n = 120.0
    let exact = 980 * Self.h * Self.h * n * (n + 1) / 2
    #expect(abs(light.center.y - 100 - exact) < 1e-6)
    #expect(abs(heavy.center.y - 100 - exact) < 1e-6)
    #expect(abs(heft.linearVelocity(for: light).y - 490) < 1e-6, "9.8 m/s² for 0.5 s")
    field.strength = 0.5
    field.direction = CGVector(dx: 4, dy: 0)
    let x0 = light.center.x
    bench.run(to: 1)
    #expect(abs(light.center.x - x0 - 200 * Self.h * Self.h * n * (n + 1) / 2) < 1e-6, "0.5 × 4 m/s² sideways")
  }

  /// A spring field of strength k N/m holds a 1 kg item in simple harmonic motion of period
  /// 2π·√(m/k): k = 4π² gives 1 s, and a density of 4 (mass 4) doubles it.
  @Test func springFieldOscillatesWithPeriodTwoPiRootMassOverStrength() {
    for (density, period) in [(1.0, 1.0), (4.0, 2.0)] {
      let bench = DynamicsBench()
      let view = bench.box(CGPoint(x: 250, y: 400))
      let spring = UIFieldBehavior.springField()
      spring.position = CGPoint(x: 200, y: 400)
      spring.strength = 4 * .pi * .pi
      spring.addItem(view)
      let properties = UIDynamicItemBehavior(items: [view])
      properties.density = density
      let animator = UIDynamicAnimator(referenceView: bench.reference)
      animator.addBehavior(spring)
      animator.addBehavior(properties)
      // The same law stepped by hand: a = −(k/m)·x (metres), v += a·h, x += v·h.
      var x = 0.5
      var v = 0.0
      var step = 0
      let omega2 = 4 * Double.pi * Double.pi / density
      for quarter in 1...4 {
        bench.run(to: period * Double(quarter) / 4)
        while step < Int((period * Double(quarter) / 4 * 240).rounded()) {
          v -= omega2 * x * Self.h
          x += v * Self.h
          step += 1
        }
        #expect(abs(view.center.x - 200 - x * 100) < 1e-6, "the integrator's own numbers at quarter \(quarter)")
        let analytic = 50 * cos(2 * Double.pi * Double(quarter) / 4)
        #expect(abs(view.center.x - 200 - analytic) < 1.5, "x(\(quarter)T/4) = \(view.center.x - 200)")
        #expect(view.center.y == 400)
      }
    }
  }

  /// A magnetic field turns a charged item's velocity at q·B/m rad/s counter-clockwise on
  /// screen without changing its speed: half a turn later it has moved 2·v/ω straight up.
  @Test func magneticFieldTurnsAChargedItemRoundACircle() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: 400))
    let magnet = UIFieldBehavior.magneticField()
    magnet.strength = 2 * .pi
    magnet.addItem(view)
    let charged = UIDynamicItemBehavior(items: [view])
    charged.charge = 1
    charged.addLinearVelocity(CGPoint(x: 200, y: 0), for: view)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(magnet)
    animator.addBehavior(charged)
    bench.run(to: 0.5)
    let velocity = charged.linearVelocity(for: view)
    #expect(abs(velocity.x + 200) < 1e-6 && abs(velocity.y) < 1e-6, "half a turn: \(velocity)")
    #expect(abs(view.center.y - (400 - 400 / (2 * .pi))) < 0.02, "up by 2·v/ω = 63.66 pt: \(view.center)")
    // The steps' chord polygon ends one step's travel (v·h) short of the start in x.
    #expect(abs(view.center.x - (200 - 200 * Self.h)) < 1e-6)
    charged.charge = 0
    bench.run(to: 0.75)
    #expect(abs(charged.linearVelocity(for: view).x + 200) < 1e-6, "uncharged: straight on")
  }

  /// An electric field pushes a charge q with q·strength newtons away from its position; an
  /// uncharged item stays put.
  @Test func electricFieldPushesOnlyChargedItems() {
    let bench = DynamicsBench()
    let neutral = bench.box(CGPoint(x: 100, y: 400))
    let charged = bench.box(CGPoint(x: 300, y: 400))
    let field = UIFieldBehavior.electricField()
    field.position = CGPoint(x: 200, y: 400)
    field.strength = 3
    field.addItem(neutral)
    field.addItem(charged)
    let charge = UIDynamicItemBehavior(items: [charged])
    charge.charge = 2
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(field)
    animator.addBehavior(charge)
    bench.run(to: 0.5)
    let n = 120.0
    #expect(neutral.center == CGPoint(x: 100, y: 400))
    #expect(abs(charged.center.x - 300 - 600 * Self.h * Self.h * n * (n + 1) / 2) < 1e-6, "6 N on 1 kg")
  }

  /// Drag: F = −strength·v, so the speed falls by (1 − k·h/m) a step, ≈ e^(−k·t/m).
  @Test func dragFieldSlowsProportionallyToVelocity() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 50, y: 400))
    let drag = UIFieldBehavior.dragField()
    drag.strength = 2
    drag.addItem(view)
    let fling = UIDynamicItemBehavior(items: [view])
    fling.addLinearVelocity(CGPoint(x: 300, y: 0), for: view)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(drag)
    animator.addBehavior(fling)
    bench.run(to: 1)
    let speed = fling.linearVelocity(for: view).x
    #expect(abs(speed - 300 * pow(1 - 2 * Self.h, 240)) < 1e-6)
    #expect(abs(speed - 300 * exp(-2)) < 300 * exp(-2) * 0.01)
  }

  /// Radial gravity pulls towards the position only inside the region; falloff divides by
  /// r^falloff (r in metres).
  @Test func radialGravityActsInsideItsRegionAndFallsOff() {
    let bench = DynamicsBench()
    let inside = bench.box(CGPoint(x: 250, y: 200), CGSize(width: 10, height: 10))
    let outside = bench.box(CGPoint(x: 200, y: 550), CGSize(width: 10, height: 10))
    let well = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 200))
    well.region = UIRegion(radius: 100)
    well.strength = 4
    well.addItem(inside)
    well.addItem(outside)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(well)
    bench.run(to: 1.0 / 60)
    // 4 s⁻² × 0.5 m = 2 m/s² = 200 pt/s² towards the position, for 4 steps.
    #expect(abs(inside.center.x - (250 - 200 * Self.h * Self.h * 10)) < 1e-4)
    #expect(outside.center == CGPoint(x: 200, y: 550))

    let far = DynamicsBench()
    let item = far.box(CGPoint(x: 200, y: 600), CGSize(width: 10, height: 10))
    let linear = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
    linear.position = CGPoint(x: 200, y: 400)
    linear.falloff = 2
    linear.addItem(item)
    let second = UIDynamicAnimator(referenceView: far.reference)
    second.addBehavior(linear)
    far.run(to: 1.0 / 60)
    // 2 m away: 1 m/s² / 2² = 25 pt/s².
    #expect(abs(item.center.x - (200 + 25 * Self.h * Self.h * 10)) < 1e-7)
  }

  /// A vortex turns counter-clockwise on screen for a positive strength: an item to the right
  /// of the centre starts moving up.
  @Test func vortexTurnsCounterClockwiseOnScreen() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 300, y: 400), CGSize(width: 10, height: 10))
    let vortex = UIFieldBehavior.vortexField()
    vortex.position = CGPoint(x: 200, y: 400)
    vortex.addItem(view)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(vortex)
    bench.run(to: 1.0 / 60)
    // 1 s⁻² × 1 m = 100 pt/s² upward.
    #expect(abs(view.center.y - (400 - 100 * Self.h * Self.h * 10)) < 1e-5)
    #expect(abs(view.center.x - 300) < 1e-3)
  }

  /// A velocity field imposes direction × strength m/s, whatever else accelerates the item.
  @Test func velocityFieldOverridesOtherAccelerations() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 100, y: 400))
    let stream = UIFieldBehavior.velocityField(direction: CGVector(dx: 1, dy: 0))
    stream.strength = 2
    stream.addItem(view)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(stream)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    bench.run(to: 0.5)
    #expect(abs(view.center.x - 200) < 1e-6 && abs(view.center.y - 400) < 1e-9)
  }

  /// Noise moves items, and the same scene moves them the same way every run; frozen noise
  /// (animationSpeed 0) at one point is a constant acceleration.
  @Test func noiseIsDeterministic() {
    func run(_ make: () -> UIFieldBehavior) -> [CGPoint] {
      let bench = DynamicsBench()
      let views = (0..<4).map { bench.box(CGPoint(x: 60 + 90 * CGFloat($0), y: 300 + 7 * CGFloat($0))) }
      let field = make()
      field.strength = 5
      for view in views { field.addItem(view) }
      let animator = UIDynamicAnimator(referenceView: bench.reference)
      animator.addBehavior(field)
      animator.addBehavior(UIDynamicItemBehavior(items: views))
      bench.run(to: 0.5)
      return views.map(\.center)
    }
    let noise = { UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1) }
    let first = run(noise)
    #expect(first == run(noise))
    #expect(first.contains { abs($0.y - 300) > 1 || abs($0.x - 60) > 1 }, "\(first)")
    let vector = FieldNoise.shared.vector(x: 1.3, y: 2.7, t: 0.4)
    #expect(vector == FieldNoise.shared.vector(x: 1.3, y: 2.7, t: 0.4) && vector != .zero)
    #expect(FieldNoise.shared.noise(3, 4, 5) == 0, "gradient noise is 0 on the lattice")
    // Turbulence scales with speed: a still item feels nothing.
    let bench = DynamicsBench()
    let still = bench.box(CGPoint(x: 123, y: 321))
    let turbulence = UIFieldBehavior.turbulenceField(smoothness: 0, animationSpeed: 3)
    turbulence.addItem(still)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(turbulence)
    bench.run(to: 0.2)
    #expect(still.center == CGPoint(x: 123, y: 321))
  }

  /// A custom field gets the item's position, velocity, mass and charge and the step, and its
  /// vector is a force in newtons.
  @Test func customFieldEvaluatesItsBlockPerItemAndStep() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 100, y: 400), CGSize(width: 200, height: 100))
    var seen: [(CGPoint, CGFloat, CGFloat, TimeInterval)] = []
    let field = UIFieldBehavior.field { _, position, _, mass, charge, step in
      seen.append((position, mass, charge, step))
      return CGVector(dx: 4, dy: 0)
    }
    field.addItem(view)
    let properties = UIDynamicItemBehavior(items: [view])
    properties.charge = -1.5
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(field)
    animator.addBehavior(properties)
    bench.run(to: 0.5)
    #expect(seen.count == 120)
    #expect(seen.first?.0 == CGPoint(x: 100, y: 400))
    #expect(seen.first?.1 == 2 && seen.first?.2 == -1.5 && seen.first?.3 == Self.h)
    // 4 N on 2 kg: 2 m/s² = 200 pt/s².
    let n = 120.0
    #expect(abs(view.center.x - 100 - 200 * Self.h * Self.h * n * (n + 1) / 2) < 1e-6)
  }
}
