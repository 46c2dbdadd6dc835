extension Array {
    /// A copy in storage of its own, with no room past its elements: `Array(self)` would share
    /// this array's storage, room and all, and a scratch array reused for the next document
    /// would then allocate its room again.
    var exactCopy: [Element] {
        withUnsafeBufferPointer { Array($0) }
    }
}
