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
