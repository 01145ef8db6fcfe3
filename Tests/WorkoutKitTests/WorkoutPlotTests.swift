import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Workout pictures: the drawing model")
struct WorkoutPlotTests {
    @Test("Ticks are round values inside the domain, and a nice scale spans whole ticks")
    func ticksAreRoundValues() {
        let scale = PlotScale(domain: (0, 97), range: (100, 300))
        #expect(scale.ticks(count: 5) == [0, 20, 40, 60, 80])
        #expect(scale.nice(count: 5).domain == (0, 100))
        #expect(scale.map(48.5) == 200)
        #expect(PlotScale(domain: (142.3, 187.9), range: (0, 1)).ticks(count: 4) == [150, 160, 170, 180])
        #expect(PlotScale.tickStep(0.37, count: 4) == 0.1)
        #expect(PlotScale.tickStep(2600, count: 5) == 500)
        // A constant series gets a domain of one unit either side, so it is drawn across the middle.
        #expect(PlotScale(domain: (5, 5), range: (0, 10)).map(5) == 5)
        // 3600 s over 8 ticks is 450 s a tick: the next clock step is 10 minutes.
        #expect(PlotScale.timeTickStep(3600, count: 8) == 600)
        #expect(PlotScale.timeTickStep(400, count: 8) == 60)
    }

    @Test("The scale bar is the longest 1, 2 or 5 times a power of ten metres that fits")
    func scaleBarIsARoundLength() {
        #expect(WorkoutPlot.scaleBarLength(maximum: 730) == 500)
        #expect(WorkoutPlot.scaleBarLength(maximum: 1999) == 1000)
        #expect(WorkoutPlot.scaleBarLength(maximum: 2000) == 2000)
        #expect(WorkoutPlot.scaleBarLength(maximum: 0.3) == 0.2)
    }

    @Test("The colour ramp runs from its first colour to its last, clamped, halfway between its middle two at 0.5")
    func rampColours() {
        let theme = PlotTheme.light
        #expect(theme.rampColor(0) == theme.ramp[0])
        #expect(theme.rampColor(1) == theme.ramp[5])
        #expect(theme.rampColor(-3) == theme.ramp[0] && theme.rampColor(.nan) == theme.ramp[0])
        #expect(theme.rampColor(0.5) == theme.ramp[2].mixed(with: theme.ramp[3], 0.5))
        #expect(PlotColor(hex: 0xFF8000) == PlotColor(red: 1, green: 128.0 / 255, blue: 0))
    }

    @Test("A 1 km square route's corners land on the hand-worked pixels of its panel")
    func squareRouteCorners() throws {
        // 1000 × 1200 with the route and two charts: the route panel is x 64...980, y 40...542
        // (45 % of the 1116 px between the margins, 502 px); inset by 20 px it is 876 × 462, so
        // 1000 m fill the 462 px height: 231 px either side of the centre (522, 291).
        let plot = WorkoutPlot(recording: SquareRouteWorkout.recording())
        #expect(plot.hasRoute)
        #expect(plot.charts == [.heartRate, .speed])
        #expect(plot.panelCount == 3)
        let expected = [PlotPoint(x: 291, y: 522), PlotPoint(x: 753, y: 522), PlotPoint(x: 753, y: 60), PlotPoint(x: 291, y: 60)]
        #expect(plot.routePoints.count == 401)
        for (index, corner) in expected.enumerated() {
            let point = plot.routePoints[index * 100]
            #expect(abs(point.x - corner.x) < 1e-6 && abs(point.y - corner.y) < 1e-6, "corner \(index): \(point)")
        }
        #expect(plot.routePoints.last.map { abs($0.x - 291) < 1e-6 && abs($0.y - 522) < 1e-6 } == true)
        // Start and finish discs at the south-west corner; lap marks at the other three.
        let discs = plot.scene.elements.compactMap { element -> PlotPoint? in
            if case .circle(let center, let radius, _, _) = element, radius >= 4 { return center }
            return nil
        }
        #expect(discs.count == 5)
        for corner in expected {
            #expect(discs.contains { abs($0.x - corner.x) < 1e-6 && abs($0.y - corner.y) < 1e-6 })
        }
    }

    @Test("The pause from 100 s to 150 s of the 400 s square ride is shaded in each chart at the hand-worked pixels")
    func pauseIsShaded() {
        let plot = WorkoutPlot(recording: SquareRouteWorkout.recording())
        let shaded = plot.scene.elements.compactMap { element -> PlotRect? in
            if case .rectangle(let rect, let fill, _) = element, fill == PlotTheme.light.pause { return rect }
            return nil
        }
        // The charts span x 64...980 (916 px): 100 s is 229 px in, 50 s is 114.5 px wide.
        #expect(shaded.count == 2)
        for rect in shaded {
            #expect(rect.x == 64 + 229 && rect.width == 114.5)
        }
    }

    @Test("A workout without a route or power draws its charts and names what is absent")
    func indoorWorkoutNamesTheAbsent() {
        var recording = SquareRouteWorkout.recording()
        recording.routes = []
        let plot = WorkoutPlot(recording: recording, options: PlotOptions(colorBy: .power, xAxis: .distance))
        #expect(!plot.hasRoute && plot.routePoints.isEmpty)
        #expect(plot.charts == [.heartRate])
        #expect(plot.absent.contains("no route (indoor)"))
        #expect(plot.absent.contains("no distance: the charts are over time"))
        #expect(plot.absent.contains("no elevation, no speed, no power, no cadence"))
        let note = plot.scene.elements.contains { element in
            if case .text(let text, _, _, _, _) = element { return text.hasPrefix("Not shown: ") && text.contains("no route (indoor)") }
            return false
        }
        #expect(note)
    }

    @Test("Colouring by a quantity the workout lacks leaves the route plain and says so")
    func colouringByAnAbsentQuantity() {
        let plot = WorkoutPlot(recording: SquareRouteWorkout.recording(), options: PlotOptions(colorBy: .power))
        #expect(plot.absent.contains("no power: the route is not coloured"))
        let plain = plot.scene.elements.contains { element in
            if case .line(let points, let color, _) = element { return color == PlotTheme.light.route && points.count == 401 }
            return false
        }
        #expect(plain)
    }
}
