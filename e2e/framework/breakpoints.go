package framework

import (
	"fmt"
	"regexp"
	"strings"
)

// A chapter's "Suggested breakpoints" table (and docs/debugging.md's
// "Where to break" table) is a Markdown table with a column naming the
// breakpoint ("breakpoint", "break in" or "break on"), a column saying what
// makes it fire ("fires" or "fires on") and, optionally, one saying what to
// look at there ("look at" or "to see"). ParseBreakpointTables reads them so
// that TestBreakpoints can prove that every row fires.
//
// The "fires" cell is read like this, first match wins:
//
//   - "not checked: <reason>": the row is listed, with its reason, and not run.
//   - it starts with "the same": the trigger of the row above; rows sharing a
//     trigger are checked together, with the trigger run once.
//   - backticked commands starting with "kubectl ", "curl " or "go test ":
//     run in order; kubectl is the suite's kubectl 1.37 pointed at the stage,
//     curl is done with net/http, and "go test <pkg> -run <Name>" runs that
//     package's test binary under delve instead of the stage.
//   - a backticked "kill -TERM": the stage is sent SIGTERM (checked last).
//   - the word "start-up": the breakpoint is set before the stage runs its
//     first instruction.
//
// In the "look at" cell, every backticked "print <expr>" is evaluated by
// delve where the breakpoint stops, and must be readable.

// Trigger kinds of a breakpoint row.
const (
	TriggerStartup   = "start-up"
	TriggerShutdown  = "shutdown"
	TriggerCommands  = "commands"
	TriggerGoTest    = "go test"
	TriggerUnchecked = "not checked"
)

// BreakpointTable is one table of suggested breakpoints.
type BreakpointTable struct {
	File    string // as given to ParseBreakpointTables
	Heading string // the section heading above the table
	Line    int    // of the table's header row, 1-based
	Rows    []BreakpointRow
}

// BreakpointRow is one row of a BreakpointTable.
type BreakpointRow struct {
	Line int
	// Symbol is the breakpoint as the table writes it, without backticks,
	// for example "04-extensions/app.CreateServerChain".
	Symbol string
	// Trigger is one of the Trigger* kinds.
	Trigger string
	// Commands are the commands to run (TriggerCommands, TriggerGoTest).
	Commands []string
	// Group numbers the rows that share one trigger ("the same").
	Group int
	// Reason says why a TriggerUnchecked row is not checked.
	Reason string
	// Prints are the expressions of the "look at" column's `print <expr>`.
	Prints []string
}

var (
	backticked = regexp.MustCompile("`([^`]+)`")
	symbolCol  = map[string]bool{"breakpoint": true, "break in": true, "break on": true}
	firesCol   = map[string]bool{"fires": true, "fires on": true}
	lookCol    = map[string]bool{"look at": true, "to see": true}
)

// ParseBreakpointTables returns the breakpoint tables of a Markdown file:
// every table whose header has a breakpoint column. A table with a
// breakpoint column but no "fires" column, or a row whose trigger cannot be
// read, is an error: every row must say what makes it fire.
func ParseBreakpointTables(file, src string) ([]BreakpointTable, error) {
	lines := strings.Split(src, "\n")
	var tables []BreakpointTable
	heading := ""
	inFence := false
	group := 0
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if strings.HasPrefix(line, "```") {
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		if strings.HasPrefix(line, "#") {
			heading = strings.TrimSpace(strings.TrimLeft(line, "#"))
			continue
		}
		if !strings.HasPrefix(line, "|") || i+1 >= len(lines) || !isDelimiterRow(lines[i+1]) {
			continue
		}
		header := splitRow(line)
		sym, fires, look := -1, -1, -1
		for j, h := range header {
			h = strings.ToLower(h)
			switch {
			case symbolCol[h]:
				sym = j
			case firesCol[h]:
				fires = j
			case lookCol[h]:
				look = j
			}
		}
		if sym < 0 {
			continue
		}
		if fires < 0 {
			return nil, fmt.Errorf("%s:%d: a breakpoint table with no \"fires\" column; want one saying what makes each breakpoint fire", file, i+1)
		}
		t := BreakpointTable{File: file, Heading: heading, Line: i + 1}
		var prev *BreakpointRow
		for i += 2; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
			cells := splitRow(strings.TrimSpace(lines[i]))
			if len(cells) != len(header) {
				return nil, fmt.Errorf("%s:%d: got %d cells; want %d as in the header", file, i+1, len(cells), len(header))
			}
			r := BreakpointRow{Line: i + 1}
			m := backticked.FindStringSubmatch(cells[sym])
			if m == nil {
				return nil, fmt.Errorf("%s:%d: breakpoint cell %q has no backticked symbol", file, i+1, cells[sym])
			}
			r.Symbol = m[1]
			if err := parseFires(&r, cells[fires], prev); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", file, i+1, err)
			}
			if prev == nil || !strings.HasPrefix(strings.ToLower(cells[fires]), "the same") {
				group++
			}
			r.Group = group
			if look >= 0 {
				for _, m := range backticked.FindAllStringSubmatch(cells[look], -1) {
					if expr, ok := strings.CutPrefix(m[1], "print "); ok {
						r.Prints = append(r.Prints, strings.TrimSpace(expr))
					}
				}
			}
			t.Rows = append(t.Rows, r)
			prev = &t.Rows[len(t.Rows)-1]
		}
		i--
		tables = append(tables, t)
	}
	return tables, nil
}

func parseFires(r *BreakpointRow, cell string, prev *BreakpointRow) error {
	lower := strings.ToLower(cell)
	if reason, ok := strings.CutPrefix(lower, "not checked:"); ok {
		r.Trigger, r.Reason = TriggerUnchecked, strings.TrimSpace(cell[len(cell)-len(reason):])
		return nil
	}
	if strings.HasPrefix(lower, "the same") {
		if prev == nil {
			return fmt.Errorf("\"the same\" in the first row")
		}
		r.Trigger = prev.Trigger
		r.Commands = append([]string(nil), prev.Commands...)
		for _, m := range backticked.FindAllStringSubmatch(cell, -1) {
			if isCommand(m[1]) {
				if r.Trigger != TriggerCommands {
					return fmt.Errorf("\"the same\" adds %q to a %s trigger", m[1], r.Trigger)
				}
				r.Commands = append(r.Commands, m[1])
			}
		}
		return nil
	}
	for _, m := range backticked.FindAllStringSubmatch(cell, -1) {
		c := m[1]
		switch {
		case strings.HasPrefix(c, "go test "):
			if r.Trigger == TriggerCommands {
				return fmt.Errorf("a go test and other commands in one cell")
			}
			r.Trigger = TriggerGoTest
			r.Commands = append(r.Commands, c)
		case strings.HasPrefix(c, "kubectl "), strings.HasPrefix(c, "curl "):
			if r.Trigger == TriggerGoTest {
				return fmt.Errorf("a go test and other commands in one cell")
			}
			r.Trigger = TriggerCommands
			r.Commands = append(r.Commands, c)
		case strings.HasPrefix(c, "kill -TERM"):
			if r.Trigger == "" {
				r.Trigger = TriggerShutdown
			}
		}
	}
	if r.Trigger == TriggerGoTest && len(r.Commands) != 1 {
		return fmt.Errorf("got %d go test commands; want one", len(r.Commands))
	}
	if r.Trigger != "" {
		return nil
	}
	if strings.Contains(lower, "start-up") {
		r.Trigger = TriggerStartup
		return nil
	}
	return fmt.Errorf("cannot tell what makes the breakpoint fire from %q; want a backticked kubectl, curl or go test command, `kill -TERM`, \"start-up\", \"the same\" or \"not checked: <reason>\"", cell)
}

func isCommand(c string) bool {
	return strings.HasPrefix(c, "kubectl ") || strings.HasPrefix(c, "curl ")
}

// isDelimiterRow reports whether line is a table's |---|---| row.
func isDelimiterRow(line string) bool {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, "|") {
		return false
	}
	for _, c := range splitRow(line) {
		c = strings.Trim(c, ":")
		if c == "" || strings.Trim(c, "-") != "" {
			return false
		}
	}
	return true
}

// SplitTableRow splits a Markdown table row into its trimmed cells; a |
// inside a backticked span (or escaped, \|) does not split. e2e/citations
// reads the chapters' tables with it too.
func SplitTableRow(line string) []string { return splitRow(line) }

// splitRow splits a table row into its trimmed cells. A | inside a
// backticked span does not split.
func splitRow(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(line, "|")
	line = strings.TrimSuffix(line, "|")
	var cells []string
	var cur strings.Builder
	inCode := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '`':
			inCode = !inCode
		case c == '\\' && i+1 < len(line) && line[i+1] == '|':
			cur.WriteByte('|')
			i++
			continue
		case c == '|' && !inCode:
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
			continue
		}
		cur.WriteByte(c)
	}
	return append(cells, strings.TrimSpace(cur.String()))
}

// SplitCommand splits a command as written in a table into words: white
// space separates, single and double quotes group (no escapes, no
// expansions; a table's command is copied by a reader into a shell, and the
// test runs it without one).
func SplitCommand(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed %c in %q", quote, s)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
