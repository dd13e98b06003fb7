/// `Closest to <item> is element [1], which differs (- expected, + actual):`
/// and the diff, naming the candidate with the fewest differing leaves; nil
/// unless `sought` is a structured value and some candidate shares at least
/// one leaf with it. `name` says what candidate `index` is.
func closestElementHint(
    _ sought: RenderedValue, _ candidates: [RenderedValue], name: (Int) -> String
) -> String? {
    guard sought.isStructured, !candidates.isEmpty else { return nil }
    let distances = candidates.map { sought.differingLeaves(from: $0) }
    guard let best = distances.indices.min(by: { distances[$0] < distances[$1] }),
        distances[best] < sought.leafCount
    else { return nil }
    let heading = "Closest to <\(sought.line(limit: 60))> is \(name(best)), which differs"
    return StructuralDiff(expected: sought, actual: candidates[best]).text(title: heading)
}

/// ``closestElementHint(_:_:name:)`` for a sought value too large to reflect
/// whole: of the first candidates of its type, the one whose diff
/// (``PairedDiff``) has the fewest blocks; nil when none has its type.
func largeClosestElementHint(_ sought: Any, _ candidates: [Any], name: (Int) -> String) -> String? {
    let soughtType = type(of: sought)
    let sameType = candidates.indices.filter { type(of: candidates[$0]) == soughtType }.prefix(3)
    let diffs = sameType.map { (index: $0, diff: PairedDiff.diff(expected: sought, actual: candidates[$0])) }
    guard let best = diffs.min(by: { $0.diff.0.blocks.count < $1.diff.0.blocks.count }) else { return nil }
    let shown = RenderedValue(reflecting: sought, budget: 60).line(limit: 60)
    let heading = "Closest to <\(shown)> is \(name(best.index)), which differs"
    return PairedDiff.text(best.diff.0, uncompared: best.diff.uncompared, title: heading)
}
