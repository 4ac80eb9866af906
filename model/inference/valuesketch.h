// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cosmos {

// How many different values an attribute takes and how often its most common one
// occurs, in bounded memory whatever the number of documents: exact counts while
// there are few distinct values, then a HyperLogLog sketch (Flajolet et al., 2^12
// registers: about 1.6% standard error) for the distinct count and the space-saving
// algorithm (Metwally et al., 64 counters) for the most frequent value. A value that
// holds a share s of n values is always found when s > 1/64.
class ValueSketch {
public:
    static constexpr size_t kExactLimit = 2048;
    static constexpr size_t kHeavyHitters = 64;

    void add(std::uint64_t valueHash);

    std::uint64_t values() const { return m_values; }
    // Estimated number of distinct values (exact while in the exact phase).
    double distinctValues() const;
    // Occurrences of the most frequent value; a lower bound once the sketch has spilled.
    std::uint64_t hottestCount() const;
    bool exact() const { return m_registers.empty(); }

    static std::uint64_t hash(std::string_view bytes, std::uint64_t tag);
    static std::uint64_t hash(double number);

private:
    struct Counter {
        std::uint64_t count = 0;
        std::uint64_t error = 0; // how much of count may belong to evicted values
    };

    void spill();
    void addToRegisters(std::uint64_t valueHash);
    void addToHeavyHitters(std::uint64_t valueHash);

    std::uint64_t m_values = 0;
    std::unordered_map<std::uint64_t, Counter> m_counts; // exact phase: every value
    std::vector<std::uint8_t> m_registers;               // empty until spilled
};

} // namespace cosmos
