package validation

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// cronBounds are the range and names of one field of a schedule.
// Upstream: github.com/robfig/cron/v3.bounds.
type cronBounds struct {
	min, max uint
	names    map[string]uint
}

// The five fields of a standard schedule, in order.
// Upstream: the minutes, hours, dom, months and dow of github.com/robfig/cron/v3.
var cronFields = []cronBounds{
	{0, 59, nil},
	{0, 23, nil},
	{1, 31, nil},
	{1, 12, map[string]uint{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}},
	{0, 6, map[string]uint{"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}},
}

// cronDescriptors are the schedules written as a word.
// Upstream: the descriptors of github.com/robfig/cron/v3.parseDescriptor.
var cronDescriptors = map[string]bool{"@yearly": true, "@annually": true, "@monthly": true, "@weekly": true, "@daily": true, "@midnight": true, "@hourly": true}

// parseCronSchedule checks a schedule the way the cronjob controller will
// parse it: five fields (minute hour day-of-month month day-of-week), each
// "*", "?", a number or name, a range a-b, a list, with an optional /step;
// or a descriptor (@daily, @every 1h30m); optionally after "TZ=zone" or
// "CRON_TZ=zone". It returns robfig/cron's error for a bad one. It only
// checks: the controller computes the times.
// Upstream: k8s.io/kubernetes/pkg/util/parsers.ParseCronScheduleWithPanicRecovery,
// which calls github.com/robfig/cron/v3.ParseStandard.
func parseCronSchedule(spec string) error {
	if len(spec) == 0 {
		return fmt.Errorf("empty spec string")
	}
	if strings.HasPrefix(spec, "TZ=") || strings.HasPrefix(spec, "CRON_TZ=") {
		i := strings.Index(spec, " ")
		eq := strings.Index(spec, "=")
		if i < 0 {
			i = len(spec)
		}
		if _, err := time.LoadLocation(spec[eq+1 : i]); err != nil {
			return fmt.Errorf("provided bad location %s: %v", spec[eq+1:i], err)
		}
		spec = strings.TrimSpace(spec[i:])
	}
	if strings.HasPrefix(spec, "@") {
		return parseCronDescriptor(spec)
	}
	fields := strings.Fields(spec)
	if len(fields) != len(cronFields) {
		return fmt.Errorf("expected exactly %d fields, found %d: %s", len(cronFields), len(fields), fields)
	}
	for i, f := range fields {
		if err := parseCronField(f, cronFields[i]); err != nil {
			return err
		}
	}
	return nil
}

// parseCronDescriptor checks "@daily" and its kin, and "@every <duration>".
// Upstream: github.com/robfig/cron/v3.parseDescriptor.
func parseCronDescriptor(descriptor string) error {
	if cronDescriptors[descriptor] {
		return nil
	}
	const every = "@every "
	if strings.HasPrefix(descriptor, every) {
		if _, err := time.ParseDuration(descriptor[len(every):]); err != nil {
			return fmt.Errorf("failed to parse duration %s: %s", descriptor, err)
		}
		return nil
	}
	return fmt.Errorf("unrecognized descriptor: %s", descriptor)
}

// parseCronField checks one field: a comma-separated list of ranges.
// Upstream: github.com/robfig/cron/v3.getField.
func parseCronField(field string, r cronBounds) error {
	for _, expr := range strings.FieldsFunc(field, func(c rune) bool { return c == ',' }) {
		if err := parseCronRange(expr, r); err != nil {
			return err
		}
	}
	return nil
}

// parseCronRange checks "*", "?", "n", "a-b", each with an optional
// "/step".
// Upstream: github.com/robfig/cron/v3.getRange.
func parseCronRange(expr string, r cronBounds) error {
	rangeAndStep := strings.Split(expr, "/")
	lowAndHigh := strings.Split(rangeAndStep[0], "-")
	singleDigit := len(lowAndHigh) == 1
	var start, end uint
	var err error
	if lowAndHigh[0] == "*" || lowAndHigh[0] == "?" {
		start, end = r.min, r.max
	} else {
		if start, err = parseCronIntOrName(lowAndHigh[0], r.names); err != nil {
			return err
		}
		switch len(lowAndHigh) {
		case 1:
			end = start
		case 2:
			if end, err = parseCronIntOrName(lowAndHigh[1], r.names); err != nil {
				return err
			}
		default:
			return fmt.Errorf("too many hyphens: %s", expr)
		}
	}
	step := uint(1)
	switch len(rangeAndStep) {
	case 1:
	case 2:
		if step, err = parseCronUint(rangeAndStep[1]); err != nil {
			return err
		}
		if singleDigit {
			end = r.max // "N/step" means N-max/step
		}
	default:
		return fmt.Errorf("too many slashes: %s", expr)
	}
	switch {
	case start < r.min:
		return fmt.Errorf("beginning of range (%d) below minimum (%d): %s", start, r.min, expr)
	case end > r.max:
		return fmt.Errorf("end of range (%d) above maximum (%d): %s", end, r.max, expr)
	case start > end:
		return fmt.Errorf("beginning of range (%d) beyond end of range (%d): %s", start, end, expr)
	case step == 0:
		return fmt.Errorf("step of range should be a positive number: %s", expr)
	}
	return nil
}

// parseCronIntOrName reads a number or one of the field's names.
// Upstream: github.com/robfig/cron/v3.parseIntOrName.
func parseCronIntOrName(expr string, names map[string]uint) (uint, error) {
	if v, ok := names[strings.ToLower(expr)]; ok {
		return v, nil
	}
	return parseCronUint(expr)
}

// parseCronUint reads a non-negative number.
// Upstream: github.com/robfig/cron/v3.mustParseInt.
func parseCronUint(expr string) (uint, error) {
	num, err := strconv.Atoi(expr)
	if err != nil {
		return 0, fmt.Errorf("failed to parse int from %s: %s", expr, err)
	}
	if num < 0 {
		return 0, fmt.Errorf("negative number (%d) not allowed: %s", num, expr)
	}
	return uint(num), nil
}
