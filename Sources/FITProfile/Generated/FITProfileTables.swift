// DO NOT EDIT. Generated from Garmin's FIT profile 21.218.0 (garmin-fit-sdk) by:
//     python3 Scripts/generate-fit-profile.py

/// The FIT profile as line tables, parsed once by ``FITProfile``.
///
/// Messages: `M num name`, then per field `F num name type base_type scales offsets
/// units bits components accumulated`, each followed by its sub-fields `S name type
/// scales offsets units bits components refField=rawValue;...`. Types: `T name`, then
/// `V value name`. Columns are tab-separated, lists comma-separated.
enum FITProfileTables {
    /// The profile version these tables were generated from.
    static let version = "21.218.0"

    /// Every message with its fields and sub-fields.
    static let messages = """
M	0	file_id
F	0	type	file	enum	1	0				0
F	1	manufacturer	manufacturer	uint16	1	0				0
F	2	product	uint16	uint16	1	0				0
S	favero_product	favero_product	1	0				1=263
S	garmin_product	garmin_product	1	0				1=1;1=15;1=13;1=89
F	3	serial_number	uint32z	uint32z	1	0				0
F	4	time_created	date_time	uint32	1	0				0
F	5	number	uint16	uint16	1	0				0
F	8	product_name	string	string	1	0				0
M	1	capabilities
F	0	languages	uint8z	uint8z	1	0				0
F	1	sports	sport_bits_0	uint8z	1	0				0
F	21	workouts_supported	workout_capabilities	uint32z	1	0				0
F	23	connectivity_supported	connectivity_capabilities	uint32z	1	0				0
M	2	device_settings
F	0	active_time_zone	uint8	uint8	1	0				0
F	1	utc_offset	uint32	uint32	1	0				0
F	2	time_offset	uint32	uint32	1	0	s			0
F	4	time_mode	time_mode	enum	1	0				0
F	5	time_zone_offset	sint8	sint8	4	0	hr			0
F	12	backlight_mode	backlight_mode	enum	1	0				0
F	36	activity_tracker_enabled	bool	enum	1	0				0
F	39	clock_time	date_time	uint32	1	0				0
F	40	pages_enabled	uint16	uint16	1	0				0
F	46	move_alert_enabled	bool	enum	1	0				0
F	47	date_mode	date_mode	enum	1	0				0
F	55	display_orientation	display_orientation	enum	1	0				0
F	56	mounting_side	side	enum	1	0				0
F	57	default_page	uint16	uint16	1	0				0
F	58	autosync_min_steps	uint16	uint16	1	0	steps			0
F	59	autosync_min_time	uint16	uint16	1	0	minutes			0
F	80	lactate_threshold_autodetect_enabled	bool	enum	1	0				0
F	86	ble_auto_upload_enabled	bool	enum	1	0				0
F	89	auto_sync_frequency	auto_sync_frequency	enum	1	0				0
F	90	auto_activity_detect	auto_activity_detect	uint32	1	0				0
F	94	number_of_screens	uint8	uint8	1	0				0
F	95	smart_notification_display_orientation	display_orientation	enum	1	0				0
F	134	tap_interface	switch	enum	1	0				0
F	174	tap_sensitivity	tap_sensitivity	enum	1	0				0
M	3	user_profile
F	0	friendly_name	string	string	1	0				0
F	1	gender	gender	enum	1	0				0
F	2	age	uint8	uint8	1	0	years			0
F	3	height	uint8	uint8	100	0	m			0
F	4	weight	uint16	uint16	10	0	kg			0
F	5	language	language	enum	1	0				0
F	6	elev_setting	display_measure	enum	1	0				0
F	7	weight_setting	display_measure	enum	1	0				0
F	8	resting_heart_rate	uint8	uint8	1	0	bpm			0
F	9	default_max_running_heart_rate	uint8	uint8	1	0	bpm			0
F	10	default_max_biking_heart_rate	uint8	uint8	1	0	bpm			0
F	11	default_max_heart_rate	uint8	uint8	1	0	bpm			0
F	12	hr_setting	display_heart	enum	1	0				0
F	13	speed_setting	display_measure	enum	1	0				0
F	14	dist_setting	display_measure	enum	1	0				0
F	16	power_setting	display_power	enum	1	0				0
F	17	activity_class	activity_class	enum	1	0				0
F	18	position_setting	display_position	enum	1	0				0
F	21	temperature_setting	display_measure	enum	1	0				0
F	22	local_id	user_local_id	uint16	1	0				0
F	23	global_id	byte	byte	1	0				0
F	28	wake_time	localtime_into_day	uint32	1	0				0
F	29	sleep_time	localtime_into_day	uint32	1	0				0
F	30	height_setting	display_measure	enum	1	0				0
F	31	user_running_step_length	uint16	uint16	1000	0	m			0
F	32	user_walking_step_length	uint16	uint16	1000	0	m			0
F	47	depth_setting	display_measure	enum	1	0				0
F	49	dive_count	uint32	uint32	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	4	hrm_profile
F	0	enabled	bool	enum	1	0				0
F	1	hrm_ant_id	uint16z	uint16z	1	0				0
F	2	log_hrv	bool	enum	1	0				0
F	3	hrm_ant_id_trans_type	uint8z	uint8z	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	5	sdm_profile
F	0	enabled	bool	enum	1	0				0
F	1	sdm_ant_id	uint16z	uint16z	1	0				0
F	2	sdm_cal_factor	uint16	uint16	10	0	%			0
F	3	odometer	uint32	uint32	100	0	m			0
F	4	speed_source	bool	enum	1	0				0
F	5	sdm_ant_id_trans_type	uint8z	uint8z	1	0				0
F	7	odometer_rollover	uint8	uint8	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	6	bike_profile
F	0	name	string	string	1	0				0
F	1	sport	sport	enum	1	0				0
F	2	sub_sport	sub_sport	enum	1	0				0
F	3	odometer	uint32	uint32	100	0	m			0
F	4	bike_spd_ant_id	uint16z	uint16z	1	0				0
F	5	bike_cad_ant_id	uint16z	uint16z	1	0				0
F	6	bike_spdcad_ant_id	uint16z	uint16z	1	0				0
F	7	bike_power_ant_id	uint16z	uint16z	1	0				0
F	8	custom_wheelsize	uint16	uint16	1000	0	m			0
F	9	auto_wheelsize	uint16	uint16	1000	0	m			0
F	10	bike_weight	uint16	uint16	10	0	kg			0
F	11	power_cal_factor	uint16	uint16	10	0	%			0
F	12	auto_wheel_cal	bool	enum	1	0				0
F	13	auto_power_zero	bool	enum	1	0				0
F	14	id	uint8	uint8	1	0				0
F	15	spd_enabled	bool	enum	1	0				0
F	16	cad_enabled	bool	enum	1	0				0
F	17	spdcad_enabled	bool	enum	1	0				0
F	18	power_enabled	bool	enum	1	0				0
F	19	crank_length	uint8	uint8	2	-110	mm			0
F	20	enabled	bool	enum	1	0				0
F	21	bike_spd_ant_id_trans_type	uint8z	uint8z	1	0				0
F	22	bike_cad_ant_id_trans_type	uint8z	uint8z	1	0				0
F	23	bike_spdcad_ant_id_trans_type	uint8z	uint8z	1	0				0
F	24	bike_power_ant_id_trans_type	uint8z	uint8z	1	0				0
F	37	odometer_rollover	uint8	uint8	1	0				0
F	38	front_gear_num	uint8z	uint8z	1	0				0
F	39	front_gear	uint8z	uint8z	1	0				0
F	40	rear_gear_num	uint8z	uint8z	1	0				0
F	41	rear_gear	uint8z	uint8z	1	0				0
F	44	shimano_di2_enabled	bool	enum	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	7	zones_target
F	1	max_heart_rate	uint8	uint8	1	0				0
F	2	threshold_heart_rate	uint8	uint8	1	0				0
F	3	functional_threshold_power	uint16	uint16	1	0				0
F	5	hr_calc_type	hr_zone_calc	enum	1	0				0
F	7	pwr_calc_type	pwr_zone_calc	enum	1	0				0
M	8	hr_zone
F	1	high_bpm	uint8	uint8	1	0	bpm			0
F	2	name	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	9	power_zone
F	1	high_value	uint16	uint16	1	0	watts			0
F	2	name	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	10	met_zone
F	1	high_bpm	uint8	uint8	1	0				0
F	2	calories	uint16	uint16	10	0	kcal / min			0
F	3	fat_calories	uint8	uint8	10	0	kcal / min			0
F	254	message_index	message_index	uint16	1	0				0
M	12	sport
F	0	sport	sport	enum	1	0				0
F	1	sub_sport	sub_sport	enum	1	0				0
F	3	name	string	string	1	0				0
M	13	training_settings
F	31	target_distance	uint32	uint32	100	0	m			0
F	32	target_speed	uint16	uint16	1000	0	m/s			0
F	33	target_time	uint32	uint32	1	0	s			0
F	153	precise_target_speed	uint32	uint32	1000000	0	m/s			0
M	15	goal
F	0	sport	sport	enum	1	0				0
F	1	sub_sport	sub_sport	enum	1	0				0
F	2	start_date	date_time	uint32	1	0				0
F	3	end_date	date_time	uint32	1	0				0
F	4	type	goal	enum	1	0				0
F	5	value	uint32	uint32	1	0				0
F	6	repeat	bool	enum	1	0				0
F	7	target_value	uint32	uint32	1	0				0
F	8	recurrence	goal_recurrence	enum	1	0				0
F	9	recurrence_value	uint16	uint16	1	0				0
F	10	enabled	bool	enum	1	0				0
F	11	source	goal_source	enum	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	18	session
F	0	event	event	enum	1	0				0
F	1	event_type	event_type	enum	1	0				0
F	2	start_time	date_time	uint32	1	0				0
F	3	start_position_lat	sint32	sint32	1	0	semicircles			0
F	4	start_position_long	sint32	sint32	1	0	semicircles			0
F	5	sport	sport	enum	1	0				0
F	6	sub_sport	sub_sport	enum	1	0				0
F	7	total_elapsed_time	uint32	uint32	1000	0	s			0
F	8	total_timer_time	uint32	uint32	1000	0	s			0
F	9	total_distance	uint32	uint32	100	0	m			0
F	10	total_cycles	uint32	uint32	1	0	cycles			0
S	total_reps	uint32	1	0	reps			6=20;5=62
S	total_strides	uint32	1	0	strides			5=1;5=11
S	total_strokes	uint32	1	0	strokes			5=2;5=5;5=15;5=37
S	total_pushes	uint32	1	0	pushes			5=66;5=65
F	11	total_calories	uint16	uint16	1	0	kcal			0
F	13	total_fat_calories	uint16	uint16	1	0	kcal			0
F	14	avg_speed	uint16	uint16	1000	0	m/s	16	124	0
F	15	max_speed	uint16	uint16	1000	0	m/s	16	125	0
F	16	avg_heart_rate	uint8	uint8	1	0	bpm			0
F	17	max_heart_rate	uint8	uint8	1	0	bpm			0
F	18	avg_cadence	uint8	uint8	1	0	rpm			0
S	avg_running_cadence	uint8	1	0	strides/min			5=1
S	avg_swimming_cadence	uint8	1	0	strokes/min			5=5
S	avg_paddlesport_cadence	uint8	1	0	strokes/min			5=15;5=37
S	avg_push_cadence	uint8	1	0	pushes/min			5=66;5=65
F	19	max_cadence	uint8	uint8	1	0	rpm			0
S	max_running_cadence	uint8	1	0	strides/min			5=1
S	max_swimming_cadence	uint8	1	0	strokes/min			5=5
S	max_paddlesport_cadence	uint8	1	0	strokes/min			5=15;5=37
S	max_push_cadence	uint8	1	0	pushes/min			5=66;5=65
F	20	avg_power	uint16	uint16	1	0	watts			0
F	21	max_power	uint16	uint16	1	0	watts			0
F	22	total_ascent	uint16	uint16	1	0	m			0
F	23	total_descent	uint16	uint16	1	0	m			0
F	24	total_training_effect	uint8	uint8	10	0				0
F	25	first_lap_index	uint16	uint16	1	0				0
F	26	num_laps	uint16	uint16	1	0				0
F	27	event_group	uint8	uint8	1	0				0
F	28	trigger	session_trigger	enum	1	0				0
F	29	nec_lat	sint32	sint32	1	0	semicircles			0
F	30	nec_long	sint32	sint32	1	0	semicircles			0
F	31	swc_lat	sint32	sint32	1	0	semicircles			0
F	32	swc_long	sint32	sint32	1	0	semicircles			0
F	33	num_lengths	uint16	uint16	1	0	lengths			0
F	34	normalized_power	uint16	uint16	1	0	watts			0
F	35	training_stress_score	uint16	uint16	10	0	tss			0
F	36	intensity_factor	uint16	uint16	1000	0	if			0
F	37	left_right_balance	left_right_balance_100	uint16	1	0				0
F	38	end_position_lat	sint32	sint32	1	0	semicircles			0
F	39	end_position_long	sint32	sint32	1	0	semicircles			0
F	41	avg_stroke_count	uint32	uint32	10	0	strokes/lap			0
F	42	avg_stroke_distance	uint16	uint16	100	0	m			0
F	43	swim_stroke	swim_stroke	enum	1	0	swim_stroke			0
F	44	pool_length	uint16	uint16	100	0	m			0
F	45	threshold_power	uint16	uint16	1	0	watts			0
F	46	pool_length_unit	display_measure	enum	1	0				0
F	47	num_active_lengths	uint16	uint16	1	0	lengths			0
F	48	total_work	uint32	uint32	1	0	J			0
F	49	avg_altitude	uint16	uint16	5	500	m	16	126	0
F	50	max_altitude	uint16	uint16	5	500	m	16	128	0
F	51	gps_accuracy	uint8	uint8	1	0	m			0
F	52	avg_grade	sint16	sint16	100	0	%			0
F	53	avg_pos_grade	sint16	sint16	100	0	%			0
F	54	avg_neg_grade	sint16	sint16	100	0	%			0
F	55	max_pos_grade	sint16	sint16	100	0	%			0
F	56	max_neg_grade	sint16	sint16	100	0	%			0
F	57	avg_temperature	sint8	sint8	1	0	C			0
F	58	max_temperature	sint8	sint8	1	0	C			0
F	59	total_moving_time	uint32	uint32	1000	0	s			0
F	60	avg_pos_vertical_speed	sint16	sint16	1000	0	m/s			0
F	61	avg_neg_vertical_speed	sint16	sint16	1000	0	m/s			0
F	62	max_pos_vertical_speed	sint16	sint16	1000	0	m/s			0
F	63	max_neg_vertical_speed	sint16	sint16	1000	0	m/s			0
F	64	min_heart_rate	uint8	uint8	1	0	bpm			0
F	65	time_in_hr_zone	uint32	uint32	1000	0	s			0
F	66	time_in_speed_zone	uint32	uint32	1000	0	s			0
F	67	time_in_cadence_zone	uint32	uint32	1000	0	s			0
F	68	time_in_power_zone	uint32	uint32	1000	0	s			0
F	69	avg_lap_time	uint32	uint32	1000	0	s			0
F	70	best_lap_index	uint16	uint16	1	0				0
F	71	min_altitude	uint16	uint16	5	500	m	16	127	0
F	78	active_time	uint32	uint32	1000	0	s			0
F	79	avg_strokes_per_length	uint16	uint16	10	0	strokes/length			0
F	80	avg_swolf	uint16	uint16	1	0				0
F	82	player_score	uint16	uint16	1	0				0
F	83	opponent_score	uint16	uint16	1	0				0
F	84	opponent_name	string	string	1	0				0
F	85	stroke_count	uint16	uint16	1	0	counts			0
F	86	zone_count	uint16	uint16	1	0	counts			0
F	87	max_ball_speed	uint16	uint16	100	0	m/s			0
F	88	avg_ball_speed	uint16	uint16	100	0	m/s			0
F	89	avg_vertical_oscillation	uint16	uint16	10	0	mm			0
F	90	avg_stance_time_percent	uint16	uint16	100	0	percent			0
F	91	avg_stance_time	uint16	uint16	10	0	ms			0
F	92	avg_fractional_cadence	uint8	uint8	128	0	rpm			0
F	93	max_fractional_cadence	uint8	uint8	128	0	rpm			0
F	94	total_fractional_cycles	uint8	uint8	128	0	cycles			0
F	95	avg_total_hemoglobin_conc	uint16	uint16	100	0	g/dL			0
F	96	min_total_hemoglobin_conc	uint16	uint16	100	0	g/dL			0
F	97	max_total_hemoglobin_conc	uint16	uint16	100	0	g/dL			0
F	98	avg_saturated_hemoglobin_percent	uint16	uint16	10	0	%			0
F	99	min_saturated_hemoglobin_percent	uint16	uint16	10	0	%			0
F	100	max_saturated_hemoglobin_percent	uint16	uint16	10	0	%			0
F	101	avg_left_torque_effectiveness	uint8	uint8	2	0	percent			0
F	102	avg_right_torque_effectiveness	uint8	uint8	2	0	percent			0
F	103	avg_left_pedal_smoothness	uint8	uint8	2	0	percent			0
F	104	avg_right_pedal_smoothness	uint8	uint8	2	0	percent			0
F	105	avg_combined_pedal_smoothness	uint8	uint8	2	0	percent			0
F	106	num_segment_laps	uint16	uint16	1	0				0
F	107	front_gear_shift_count	uint16	uint16	1	0				0
F	108	rear_gear_shift_count	uint16	uint16	1	0				0
F	110	sport_profile_name	string	string	1	0				0
F	111	sport_index	uint8	uint8	1	0				0
F	112	time_standing	uint32	uint32	1000	0	s			0
F	113	stand_count	uint16	uint16	1	0				0
F	114	avg_left_pco	sint8	sint8	1	0	mm			0
F	115	avg_right_pco	sint8	sint8	1	0	mm			0
F	116	avg_left_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	117	avg_left_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	118	avg_right_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	119	avg_right_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	120	avg_power_position	uint16	uint16	1	0	watts			0
F	121	max_power_position	uint16	uint16	1	0	watts			0
F	122	avg_cadence_position	uint8	uint8	1	0	rpm			0
F	123	max_cadence_position	uint8	uint8	1	0	rpm			0
F	124	enhanced_avg_speed	uint32	uint32	1000	0	m/s			0
F	125	enhanced_max_speed	uint32	uint32	1000	0	m/s			0
F	126	enhanced_avg_altitude	uint32	uint32	5	500	m			0
F	127	enhanced_min_altitude	uint32	uint32	5	500	m			0
F	128	enhanced_max_altitude	uint32	uint32	5	500	m			0
F	129	avg_lev_motor_power	uint16	uint16	1	0	watts			0
F	130	max_lev_motor_power	uint16	uint16	1	0	watts			0
F	131	lev_battery_consumption	uint8	uint8	2	0	percent			0
F	132	avg_vertical_ratio	uint16	uint16	100	0	percent			0
F	133	avg_stance_time_balance	uint16	uint16	100	0	percent			0
F	134	avg_step_length	uint16	uint16	10	0	mm			0
F	137	total_anaerobic_training_effect	uint8	uint8	10	0				0
F	139	avg_vam	uint16	uint16	1000	0	m/s			0
F	140	avg_depth	uint32	uint32	1000	0	m			0
F	141	max_depth	uint32	uint32	1000	0	m			0
F	142	surface_interval	uint32	uint32	1	0	s			0
F	143	start_cns	uint8	uint8	1	0	percent			0
F	144	end_cns	uint8	uint8	1	0	percent			0
F	145	start_n2	uint16	uint16	1	0	percent			0
F	146	end_n2	uint16	uint16	1	0	percent			0
F	147	avg_respiration_rate	uint8	uint8	1	0		8	169	0
F	148	max_respiration_rate	uint8	uint8	1	0		8	170	0
F	149	min_respiration_rate	uint8	uint8	1	0		8	180	0
F	150	min_temperature	sint8	sint8	1	0	C			0
F	155	o2_toxicity	uint16	uint16	1	0	OTUs			0
F	156	dive_number	uint32	uint32	1	0				0
F	168	training_load_peak	sint32	sint32	65536	0				0
F	169	enhanced_avg_respiration_rate	uint16	uint16	100	0	Breaths/min			0
F	170	enhanced_max_respiration_rate	uint16	uint16	100	0	Breaths/min			0
F	180	enhanced_min_respiration_rate	uint16	uint16	100	0				0
F	181	total_grit	float32	float32	1	0	kGrit			0
F	182	total_flow	float32	float32	1	0	Flow			0
F	183	jump_count	uint16	uint16	1	0				0
F	186	avg_grit	float32	float32	1	0	kGrit			0
F	187	avg_flow	float32	float32	1	0	Flow			0
F	192	workout_feel	uint8	uint8	1	0				0
F	193	workout_rpe	uint8	uint8	1	0				0
F	194	avg_spo2	uint8	uint8	1	0	percent			0
F	195	avg_stress	uint8	uint8	1	0	percent			0
F	196	metabolic_calories	uint16	uint16	1	0	kcal			0
F	197	sdrr_hrv	uint8	uint8	1	0	mS			0
F	198	rmssd_hrv	uint8	uint8	1	0	mS			0
F	199	total_fractional_ascent	uint8	uint8	100	0	m			0
F	200	total_fractional_descent	uint8	uint8	100	0	m			0
F	208	avg_core_temperature	uint16	uint16	100	0	C			0
F	209	min_core_temperature	uint16	uint16	100	0	C			0
F	210	max_core_temperature	uint16	uint16	100	0	C			0
F	211	avg_grade_adjusted_speed	uint32	uint32	1000	0	m/s			0
F	253	timestamp	date_time	uint32	1	0	s			0
F	254	message_index	message_index	uint16	1	0				0
M	19	lap
F	0	event	event	enum	1	0				0
F	1	event_type	event_type	enum	1	0				0
F	2	start_time	date_time	uint32	1	0				0
F	3	start_position_lat	sint32	sint32	1	0	semicircles			0
F	4	start_position_long	sint32	sint32	1	0	semicircles			0
F	5	end_position_lat	sint32	sint32	1	0	semicircles			0
F	6	end_position_long	sint32	sint32	1	0	semicircles			0
F	7	total_elapsed_time	uint32	uint32	1000	0	s			0
F	8	total_timer_time	uint32	uint32	1000	0	s			0
F	9	total_distance	uint32	uint32	100	0	m			0
F	10	total_cycles	uint32	uint32	1	0	cycles			0
S	total_strides	uint32	1	0	strides			25=1;25=11
S	total_strokes	uint32	1	0	strokes			25=2;25=5;25=15;25=37
S	total_pushes	uint32	1	0	pushes			25=66;25=65
F	11	total_calories	uint16	uint16	1	0	kcal			0
F	12	total_fat_calories	uint16	uint16	1	0	kcal			0
F	13	avg_speed	uint16	uint16	1000	0	m/s	16	110	0
F	14	max_speed	uint16	uint16	1000	0	m/s	16	111	0
F	15	avg_heart_rate	uint8	uint8	1	0	bpm			0
F	16	max_heart_rate	uint8	uint8	1	0	bpm			0
F	17	avg_cadence	uint8	uint8	1	0	rpm			0
S	avg_running_cadence	uint8	1	0	strides/min			25=1
S	avg_swimming_cadence	uint8	1	0	strokes/min			25=5
S	avg_paddlesport_cadence	uint8	1	0	strokes/min			25=15;25=37
S	avg_push_cadence	uint8	1	0	pushes/min			25=66;25=65
F	18	max_cadence	uint8	uint8	1	0	rpm			0
S	max_running_cadence	uint8	1	0	strides/min			25=1
S	max_swimming_cadence	uint8	1	0	strokes/min			25=5
S	max_paddlesport_cadence	uint8	1	0	strokes/min			25=15;25=37
S	max_push_cadence	uint8	1	0	pushes/min			25=66;25=65
F	19	avg_power	uint16	uint16	1	0	watts			0
F	20	max_power	uint16	uint16	1	0	watts			0
F	21	total_ascent	uint16	uint16	1	0	m			0
F	22	total_descent	uint16	uint16	1	0	m			0
F	23	intensity	intensity	enum	1	0				0
F	24	lap_trigger	lap_trigger	enum	1	0				0
F	25	sport	sport	enum	1	0				0
F	26	event_group	uint8	uint8	1	0				0
F	27	nec_lat	sint32	sint32	1	0	semicircles			0
F	28	nec_long	sint32	sint32	1	0	semicircles			0
F	29	swc_lat	sint32	sint32	1	0	semicircles			0
F	30	swc_long	sint32	sint32	1	0	semicircles			0
F	32	num_lengths	uint16	uint16	1	0	lengths			0
F	33	normalized_power	uint16	uint16	1	0	watts			0
F	34	left_right_balance	left_right_balance_100	uint16	1	0				0
F	35	first_length_index	uint16	uint16	1	0				0
F	37	avg_stroke_distance	uint16	uint16	100	0	m			0
F	38	swim_stroke	swim_stroke	enum	1	0				0
F	39	sub_sport	sub_sport	enum	1	0				0
F	40	num_active_lengths	uint16	uint16	1	0	lengths			0
F	41	total_work	uint32	uint32	1	0	J			0
F	42	avg_altitude	uint16	uint16	5	500	m	16	112	0
F	43	max_altitude	uint16	uint16	5	500	m	16	114	0
F	44	gps_accuracy	uint8	uint8	1	0	m			0
F	45	avg_grade	sint16	sint16	100	0	%			0
F	46	avg_pos_grade	sint16	sint16	100	0	%			0
F	47	avg_neg_grade	sint16	sint16	100	0	%			0
F	48	max_pos_grade	sint16	sint16	100	0	%			0
F	49	max_neg_grade	sint16	sint16	100	0	%			0
F	50	avg_temperature	sint8	sint8	1	0	C			0
F	51	max_temperature	sint8	sint8	1	0	C			0
F	52	total_moving_time	uint32	uint32	1000	0	s			0
F	53	avg_pos_vertical_speed	sint16	sint16	1000	0	m/s			0
F	54	avg_neg_vertical_speed	sint16	sint16	1000	0	m/s			0
F	55	max_pos_vertical_speed	sint16	sint16	1000	0	m/s			0
F	56	max_neg_vertical_speed	sint16	sint16	1000	0	m/s			0
F	57	time_in_hr_zone	uint32	uint32	1000	0	s			0
F	58	time_in_speed_zone	uint32	uint32	1000	0	s			0
F	59	time_in_cadence_zone	uint32	uint32	1000	0	s			0
F	60	time_in_power_zone	uint32	uint32	1000	0	s			0
F	61	repetition_num	uint16	uint16	1	0				0
F	62	min_altitude	uint16	uint16	5	500	m	16	113	0
F	63	min_heart_rate	uint8	uint8	1	0	bpm			0
F	70	active_time	uint32	uint32	1000	0	s			0
F	71	wkt_step_index	message_index	uint16	1	0				0
F	73	avg_swolf	uint16	uint16	1	0				0
F	74	opponent_score	uint16	uint16	1	0				0
F	75	stroke_count	uint16	uint16	1	0	counts			0
F	76	zone_count	uint16	uint16	1	0	counts			0
F	77	avg_vertical_oscillation	uint16	uint16	10	0	mm			0
F	78	avg_stance_time_percent	uint16	uint16	100	0	percent			0
F	79	avg_stance_time	uint16	uint16	10	0	ms			0
F	80	avg_fractional_cadence	uint8	uint8	128	0	rpm			0
F	81	max_fractional_cadence	uint8	uint8	128	0	rpm			0
F	82	total_fractional_cycles	uint8	uint8	128	0	cycles			0
F	83	player_score	uint16	uint16	1	0				0
F	84	avg_total_hemoglobin_conc	uint16	uint16	100	0	g/dL			0
F	85	min_total_hemoglobin_conc	uint16	uint16	100	0	g/dL			0
F	86	max_total_hemoglobin_conc	uint16	uint16	100	0	g/dL			0
F	87	avg_saturated_hemoglobin_percent	uint16	uint16	10	0	%			0
F	88	min_saturated_hemoglobin_percent	uint16	uint16	10	0	%			0
F	89	max_saturated_hemoglobin_percent	uint16	uint16	10	0	%			0
F	90	avg_strokes_per_length	uint16	uint16	10	0	strokes / length			0
F	91	avg_left_torque_effectiveness	uint8	uint8	2	0	percent			0
F	92	avg_right_torque_effectiveness	uint8	uint8	2	0	percent			0
F	93	avg_left_pedal_smoothness	uint8	uint8	2	0	percent			0
F	94	avg_right_pedal_smoothness	uint8	uint8	2	0	percent			0
F	95	avg_combined_pedal_smoothness	uint8	uint8	2	0	percent			0
F	96	front_gear_shift_count	uint16	uint16	1	0				0
F	97	rear_gear_shift_count	uint16	uint16	1	0				0
F	98	time_standing	uint32	uint32	1000	0	s			0
F	99	stand_count	uint16	uint16	1	0				0
F	100	avg_left_pco	sint8	sint8	1	0	mm			0
F	101	avg_right_pco	sint8	sint8	1	0	mm			0
F	102	avg_left_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	103	avg_left_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	104	avg_right_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	105	avg_right_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	106	avg_power_position	uint16	uint16	1	0	watts			0
F	107	max_power_position	uint16	uint16	1	0	watts			0
F	108	avg_cadence_position	uint8	uint8	1	0	rpm			0
F	109	max_cadence_position	uint8	uint8	1	0	rpm			0
F	110	enhanced_avg_speed	uint32	uint32	1000	0	m/s			0
F	111	enhanced_max_speed	uint32	uint32	1000	0	m/s			0
F	112	enhanced_avg_altitude	uint32	uint32	5	500	m			0
F	113	enhanced_min_altitude	uint32	uint32	5	500	m			0
F	114	enhanced_max_altitude	uint32	uint32	5	500	m			0
F	115	avg_lev_motor_power	uint16	uint16	1	0	watts			0
F	116	max_lev_motor_power	uint16	uint16	1	0	watts			0
F	117	lev_battery_consumption	uint8	uint8	2	0	percent			0
F	118	avg_vertical_ratio	uint16	uint16	100	0	percent			0
F	119	avg_stance_time_balance	uint16	uint16	100	0	percent			0
F	120	avg_step_length	uint16	uint16	10	0	mm			0
F	121	avg_vam	uint16	uint16	1000	0	m/s			0
F	122	avg_depth	uint32	uint32	1000	0	m			0
F	123	max_depth	uint32	uint32	1000	0	m			0
F	124	min_temperature	sint8	sint8	1	0	C			0
F	136	enhanced_avg_respiration_rate	uint16	uint16	100	0	Breaths/min			0
F	137	enhanced_max_respiration_rate	uint16	uint16	100	0	Breaths/min			0
F	147	avg_respiration_rate	uint8	uint8	1	0		8	136	0
F	148	max_respiration_rate	uint8	uint8	1	0		8	137	0
F	149	total_grit	float32	float32	1	0	kGrit			0
F	150	total_flow	float32	float32	1	0	Flow			0
F	151	jump_count	uint16	uint16	1	0				0
F	153	avg_grit	float32	float32	1	0	kGrit			0
F	154	avg_flow	float32	float32	1	0	Flow			0
F	155	metabolic_calories	uint16	uint16	1	0	kcal			0
F	156	total_fractional_ascent	uint8	uint8	100	0	m			0
F	157	total_fractional_descent	uint8	uint8	100	0	m			0
F	158	avg_core_temperature	uint16	uint16	100	0	C			0
F	159	min_core_temperature	uint16	uint16	100	0	C			0
F	160	max_core_temperature	uint16	uint16	100	0	C			0
F	161	avg_grade_adjusted_speed	uint32	uint32	1000	0	m/s			0
F	253	timestamp	date_time	uint32	1	0	s			0
F	254	message_index	message_index	uint16	1	0				0
M	20	record
F	0	position_lat	sint32	sint32	1	0	semicircles			0
F	1	position_long	sint32	sint32	1	0	semicircles			0
F	2	altitude	uint16	uint16	5	500	m	16	78	0
F	3	heart_rate	uint8	uint8	1	0	bpm			0
F	4	cadence	uint8	uint8	1	0	rpm			0
F	5	distance	uint32	uint32	100	0	m			1
F	6	speed	uint16	uint16	1000	0	m/s	16	73	0
F	7	power	uint16	uint16	1	0	watts			0
F	8	compressed_speed_distance	byte	byte	100,16	0,0	m/s,m	12,12	6,5	0
F	9	grade	sint16	sint16	100	0	%			0
F	10	resistance	uint8	uint8	1	0				0
F	11	time_from_course	sint32	sint32	1000	0	s			0
F	12	cycle_length	uint8	uint8	100	0	m			0
F	13	temperature	sint8	sint8	1	0	C			0
F	17	speed_1s	uint8	uint8	16	0	m/s			0
F	18	cycles	uint8	uint8	1	0	cycles	8	19	0
F	19	total_cycles	uint32	uint32	1	0	cycles			1
F	28	compressed_accumulated_power	uint16	uint16	1	0	watts	16	29	0
F	29	accumulated_power	uint32	uint32	1	0	watts			1
F	30	left_right_balance	left_right_balance	uint8	1	0				0
F	31	gps_accuracy	uint8	uint8	1	0	m			0
F	32	vertical_speed	sint16	sint16	1000	0	m/s			0
F	33	calories	uint16	uint16	1	0	kcal			0
F	39	vertical_oscillation	uint16	uint16	10	0	mm			0
F	40	stance_time_percent	uint16	uint16	100	0	percent			0
F	41	stance_time	uint16	uint16	10	0	ms			0
F	42	activity_type	activity_type	enum	1	0				0
F	43	left_torque_effectiveness	uint8	uint8	2	0	percent			0
F	44	right_torque_effectiveness	uint8	uint8	2	0	percent			0
F	45	left_pedal_smoothness	uint8	uint8	2	0	percent			0
F	46	right_pedal_smoothness	uint8	uint8	2	0	percent			0
F	47	combined_pedal_smoothness	uint8	uint8	2	0	percent			0
F	48	time128	uint8	uint8	128	0	s			0
F	49	stroke_type	stroke_type	enum	1	0				0
F	50	zone	uint8	uint8	1	0				0
F	51	ball_speed	uint16	uint16	100	0	m/s			0
F	52	cadence256	uint16	uint16	256	0	rpm			0
F	53	fractional_cadence	uint8	uint8	128	0	rpm			0
F	54	total_hemoglobin_conc	uint16	uint16	100	0	g/dL			0
F	55	total_hemoglobin_conc_min	uint16	uint16	100	0	g/dL			0
F	56	total_hemoglobin_conc_max	uint16	uint16	100	0	g/dL			0
F	57	saturated_hemoglobin_percent	uint16	uint16	10	0	%			0
F	58	saturated_hemoglobin_percent_min	uint16	uint16	10	0	%			0
F	59	saturated_hemoglobin_percent_max	uint16	uint16	10	0	%			0
F	62	device_index	device_index	uint8	1	0				0
F	67	left_pco	sint8	sint8	1	0	mm			0
F	68	right_pco	sint8	sint8	1	0	mm			0
F	69	left_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	70	left_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	71	right_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	72	right_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	73	enhanced_speed	uint32	uint32	1000	0	m/s			0
F	78	enhanced_altitude	uint32	uint32	5	500	m			0
F	81	battery_soc	uint8	uint8	2	0	percent			0
F	82	motor_power	uint16	uint16	1	0	watts			0
F	83	vertical_ratio	uint16	uint16	100	0	percent			0
F	84	stance_time_balance	uint16	uint16	100	0	percent			0
F	85	step_length	uint16	uint16	10	0	mm			0
F	87	cycle_length16	uint16	uint16	100	0	m			0
F	91	absolute_pressure	uint32	uint32	1	0	Pa			0
F	92	depth	uint32	uint32	1000	0	m			0
F	93	next_stop_depth	uint32	uint32	1000	0	m			0
F	94	next_stop_time	uint32	uint32	1	0	s			0
F	95	time_to_surface	uint32	uint32	1	0	s			0
F	96	ndl_time	uint32	uint32	1	0	s			0
F	97	cns_load	uint8	uint8	1	0	percent			0
F	98	n2_load	uint16	uint16	1	0	percent			0
F	99	respiration_rate	uint8	uint8	1	0	s	8	108	0
F	108	enhanced_respiration_rate	uint16	uint16	100	0	Breaths/min			0
F	114	grit	float32	float32	1	0				0
F	115	flow	float32	float32	1	0				0
F	116	current_stress	uint16	uint16	100	0				0
F	117	ebike_travel_range	uint16	uint16	1	0	km			0
F	118	ebike_battery_level	uint8	uint8	1	0	percent			0
F	119	ebike_assist_mode	uint8	uint8	1	0	depends on sensor			0
F	120	ebike_assist_level_percent	uint8	uint8	1	0	percent			0
F	123	air_time_remaining	uint32	uint32	1	0	s			0
F	124	pressure_sac	uint16	uint16	100	0	bar/min			0
F	125	volume_sac	uint16	uint16	100	0	L/min			0
F	126	rmv	uint16	uint16	100	0	L/min			0
F	127	ascent_rate	sint32	sint32	1000	0	m/s			0
F	129	po2	uint8	uint8	100	0	percent			0
F	139	core_temperature	uint16	uint16	100	0	C			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	21	event
F	0	event	event	enum	1	0				0
F	1	event_type	event_type	enum	1	0				0
F	2	data16	uint16	uint16	1	0		16	3	0
F	3	data	uint32	uint32	1	0				0
S	timer_trigger	timer_trigger	1	0				0=0
S	course_point_index	message_index	1	0				0=10
S	battery_level	uint16	1000	0	V			0=11
S	virtual_partner_speed	uint16	1000	0	m/s			0=12
S	hr_high_alert	uint8	1	0	bpm			0=13
S	hr_low_alert	uint8	1	0	bpm			0=14
S	speed_high_alert	uint32	1000	0	m/s			0=15
S	speed_low_alert	uint32	1000	0	m/s			0=16
S	cad_high_alert	uint16	1	0	rpm			0=17
S	cad_low_alert	uint16	1	0	rpm			0=18
S	power_high_alert	uint16	1	0	watts			0=19
S	power_low_alert	uint16	1	0	watts			0=20
S	time_duration_alert	uint32	1000	0	s			0=23
S	distance_duration_alert	uint32	100	0	m			0=24
S	calorie_duration_alert	uint32	1	0	calories			0=25
S	fitness_equipment_state	fitness_equipment_state	1	0				0=27
S	sport_point	uint32	1,1	0,0	,	16,16	7,8	0=33
S	gear_change_data	uint32	1,1,1,1	0,0,0,0	,,,	8,8,8,8	11,12,9,10	0=42;0=43
S	rider_position	rider_position_type	1	0				0=44
S	comm_timeout	comm_timeout_type	1	0				0=47
S	dive_alert	dive_alert	1	0				0=56
S	auto_activity_detect_duration	uint16	1	0	min			0=54
S	radar_threat_alert	uint32	1,1,10,10	0,0,0,0	,,,	8,8,8,8	21,22,23,24	0=75
F	4	event_group	uint8	uint8	1	0				0
F	7	score	uint16	uint16	1	0				0
F	8	opponent_score	uint16	uint16	1	0				0
F	9	front_gear_num	uint8z	uint8z	1	0				0
F	10	front_gear	uint8z	uint8z	1	0				0
F	11	rear_gear_num	uint8z	uint8z	1	0				0
F	12	rear_gear	uint8z	uint8z	1	0				0
F	13	device_index	device_index	uint8	1	0				0
F	14	activity_type	activity_type	enum	1	0				0
F	15	start_timestamp	date_time	uint32	1	0	s			0
S	auto_activity_detect_start_timestamp	date_time	1	0	s			0=54
F	21	radar_threat_level_max	radar_threat_level_type	enum	1	0				0
F	22	radar_threat_count	uint8	uint8	1	0				0
F	23	radar_threat_avg_approach_speed	uint8	uint8	10	0	m/s			0
F	24	radar_threat_max_approach_speed	uint8	uint8	10	0	m/s			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	23	device_info
F	0	device_index	device_index	uint8	1	0				0
F	1	device_type	uint8	uint8	1	0				0
S	ble_device_type	ble_device_type	1	0				25=3
S	antplus_device_type	antplus_device_type	1	0				25=1
S	ant_device_type	uint8	1	0				25=0
S	local_device_type	local_device_type	1	0				25=5
F	2	manufacturer	manufacturer	uint16	1	0				0
F	3	serial_number	uint32z	uint32z	1	0				0
F	4	product	uint16	uint16	1	0				0
S	favero_product	favero_product	1	0				2=263
S	garmin_product	garmin_product	1	0				2=1;2=15;2=13;2=89
F	5	software_version	uint16	uint16	100	0				0
F	6	hardware_version	uint8	uint8	1	0				0
F	7	cum_operating_time	uint32	uint32	1	0	s			0
F	10	battery_voltage	uint16	uint16	256	0	V			0
F	11	battery_status	battery_status	uint8	1	0				0
F	18	sensor_position	body_location	enum	1	0				0
F	19	descriptor	string	string	1	0				0
F	20	ant_transmission_type	uint8z	uint8z	1	0				0
F	21	ant_device_number	uint16z	uint16z	1	0				0
F	22	ant_network	ant_network	enum	1	0				0
F	25	source_type	source_type	enum	1	0				0
F	27	product_name	string	string	1	0				0
F	32	battery_level	uint8	uint8	1	0	%			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	26	workout
F	4	sport	sport	enum	1	0				0
F	5	capabilities	workout_capabilities	uint32z	1	0				0
F	6	num_valid_steps	uint16	uint16	1	0				0
F	8	wkt_name	string	string	1	0				0
F	11	sub_sport	sub_sport	enum	1	0				0
F	14	pool_length	uint16	uint16	100	0	m			0
F	15	pool_length_unit	display_measure	enum	1	0				0
F	17	wkt_description	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	27	workout_step
F	0	wkt_step_name	string	string	1	0				0
F	1	duration_type	wkt_step_duration	enum	1	0				0
F	2	duration_value	uint32	uint32	1	0				0
S	duration_time	uint32	1000	0	s			1=0;1=28
S	duration_distance	uint32	100	0	m			1=1
S	duration_hr	workout_hr	1	0	% or bpm			1=2;1=3
S	duration_calories	uint32	1	0	calories			1=4
S	duration_step	uint32	1	0				1=6;1=7;1=8;1=9;1=10;1=11;1=12;1=13
S	duration_power	workout_power	1	0	% or watts			1=14;1=15
S	duration_reps	uint32	1	0				1=29
F	3	target_type	wkt_step_target	enum	1	0				0
F	4	target_value	uint32	uint32	1	0				0
S	target_speed_zone	uint32	1	0				3=0
S	target_hr_zone	uint32	1	0				3=1
S	target_cadence_zone	uint32	1	0				3=3
S	target_power_zone	uint32	1	0				3=4
S	repeat_steps	uint32	1	0				1=6
S	repeat_time	uint32	1000	0	s			1=7
S	repeat_distance	uint32	100	0	m			1=8
S	repeat_calories	uint32	1	0	calories			1=9
S	repeat_hr	workout_hr	1	0	% or bpm			1=10;1=11
S	repeat_power	workout_power	1	0	% or watts			1=12;1=13
S	target_stroke_type	swim_stroke	1	0				3=11
F	5	custom_target_value_low	uint32	uint32	1	0				0
S	custom_target_speed_low	uint32	1000	0	m/s			3=0
S	custom_target_heart_rate_low	workout_hr	1	0	% or bpm			3=1
S	custom_target_cadence_low	uint32	1	0	rpm			3=3
S	custom_target_power_low	workout_power	1	0	% or watts			3=4
F	6	custom_target_value_high	uint32	uint32	1	0				0
S	custom_target_speed_high	uint32	1000	0	m/s			3=0
S	custom_target_heart_rate_high	workout_hr	1	0	% or bpm			3=1
S	custom_target_cadence_high	uint32	1	0	rpm			3=3
S	custom_target_power_high	workout_power	1	0	% or watts			3=4
F	7	intensity	intensity	enum	1	0				0
F	8	notes	string	string	1	0				0
F	9	equipment	workout_equipment	enum	1	0				0
F	10	exercise_category	exercise_category	uint16	1	0				0
F	11	exercise_name	uint16	uint16	1	0				0
F	12	exercise_weight	uint16	uint16	100	0	kg			0
F	13	weight_display_unit	fit_base_unit	uint16	1	0				0
F	19	secondary_target_type	wkt_step_target	enum	1	0				0
F	20	secondary_target_value	uint32	uint32	1	0				0
S	secondary_target_speed_zone	uint32	1	0				19=0
S	secondary_target_hr_zone	uint32	1	0				19=1
S	secondary_target_cadence_zone	uint32	1	0				19=3
S	secondary_target_power_zone	uint32	1	0				19=4
S	secondary_target_stroke_type	swim_stroke	1	0				19=11
F	21	secondary_custom_target_value_low	uint32	uint32	1	0				0
S	secondary_custom_target_speed_low	uint32	1000	0	m/s			19=0
S	secondary_custom_target_heart_rate_low	workout_hr	1	0	% or bpm			19=1
S	secondary_custom_target_cadence_low	uint32	1	0	rpm			19=3
S	secondary_custom_target_power_low	workout_power	1	0	% or watts			19=4
F	22	secondary_custom_target_value_high	uint32	uint32	1	0				0
S	secondary_custom_target_speed_high	uint32	1000	0	m/s			19=0
S	secondary_custom_target_heart_rate_high	workout_hr	1	0	% or bpm			19=1
S	secondary_custom_target_cadence_high	uint32	1	0	rpm			19=3
S	secondary_custom_target_power_high	workout_power	1	0	% or watts			19=4
F	254	message_index	message_index	uint16	1	0				0
M	28	schedule
F	0	manufacturer	manufacturer	uint16	1	0				0
F	1	product	uint16	uint16	1	0				0
S	favero_product	favero_product	1	0				0=263
S	garmin_product	garmin_product	1	0				0=1;0=15;0=13;0=89
F	2	serial_number	uint32z	uint32z	1	0				0
F	3	time_created	date_time	uint32	1	0				0
F	4	completed	bool	enum	1	0				0
F	5	type	schedule	enum	1	0				0
F	6	scheduled_time	local_date_time	uint32	1	0				0
M	30	weight_scale
F	0	weight	uint16	uint16	100	0	kg			0
F	1	percent_fat	uint16	uint16	100	0	%			0
F	2	percent_hydration	uint16	uint16	100	0	%			0
F	3	visceral_fat_mass	uint16	uint16	100	0	kg			0
F	4	bone_mass	uint16	uint16	100	0	kg			0
F	5	muscle_mass	uint16	uint16	100	0	kg			0
F	7	basal_met	uint16	uint16	4	0	kcal/day			0
F	8	physique_rating	uint8	uint8	1	0				0
F	9	active_met	uint16	uint16	4	0	kcal/day			0
F	10	metabolic_age	uint8	uint8	1	0	years			0
F	11	visceral_fat_rating	uint8	uint8	1	0				0
F	12	user_profile_index	message_index	uint16	1	0				0
F	13	bmi	uint16	uint16	10	0	kg/m^2			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	31	course
F	4	sport	sport	enum	1	0				0
F	5	name	string	string	1	0				0
F	6	capabilities	course_capabilities	uint32z	1	0				0
F	7	sub_sport	sub_sport	enum	1	0				0
M	32	course_point
F	1	timestamp	date_time	uint32	1	0				0
F	2	position_lat	sint32	sint32	1	0	semicircles			0
F	3	position_long	sint32	sint32	1	0	semicircles			0
F	4	distance	uint32	uint32	100	0	m			0
F	5	type	course_point	enum	1	0				0
F	6	name	string	string	1	0				0
F	8	favorite	bool	enum	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	33	totals
F	0	timer_time	uint32	uint32	1	0	s			0
F	1	distance	uint32	uint32	1	0	m			0
F	2	calories	uint32	uint32	1	0	kcal			0
F	3	sport	sport	enum	1	0				0
F	4	elapsed_time	uint32	uint32	1	0	s			0
F	5	sessions	uint16	uint16	1	0				0
F	6	active_time	uint32	uint32	1	0	s			0
F	9	sport_index	uint8	uint8	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
F	254	message_index	message_index	uint16	1	0				0
M	34	activity
F	0	total_timer_time	uint32	uint32	1000	0	s			0
F	1	num_sessions	uint16	uint16	1	0				0
F	2	type	activity	enum	1	0				0
F	3	event	event	enum	1	0				0
F	4	event_type	event_type	enum	1	0				0
F	5	local_timestamp	local_date_time	uint32	1	0				0
F	6	event_group	uint8	uint8	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	35	software
F	3	version	uint16	uint16	100	0				0
F	5	part_number	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	37	file_capabilities
F	0	type	file	enum	1	0				0
F	1	flags	file_flags	uint8z	1	0				0
F	2	directory	string	string	1	0				0
F	3	max_count	uint16	uint16	1	0				0
F	4	max_size	uint32	uint32	1	0	bytes			0
F	254	message_index	message_index	uint16	1	0				0
M	38	mesg_capabilities
F	0	file	file	enum	1	0				0
F	1	mesg_num	mesg_num	uint16	1	0				0
F	2	count_type	mesg_count	enum	1	0				0
F	3	count	uint16	uint16	1	0				0
S	num_per_file	uint16	1	0				2=0
S	max_per_file	uint16	1	0				2=1
S	max_per_file_type	uint16	1	0				2=2
F	254	message_index	message_index	uint16	1	0				0
M	39	field_capabilities
F	0	file	file	enum	1	0				0
F	1	mesg_num	mesg_num	uint16	1	0				0
F	2	field_num	uint8	uint8	1	0				0
F	3	count	uint16	uint16	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	49	file_creator
F	0	software_version	uint16	uint16	1	0				0
F	1	hardware_version	uint8	uint8	1	0				0
M	51	blood_pressure
F	0	systolic_pressure	uint16	uint16	1	0	mmHg			0
F	1	diastolic_pressure	uint16	uint16	1	0	mmHg			0
F	2	mean_arterial_pressure	uint16	uint16	1	0	mmHg			0
F	3	map_3_sample_mean	uint16	uint16	1	0	mmHg			0
F	4	map_morning_values	uint16	uint16	1	0	mmHg			0
F	5	map_evening_values	uint16	uint16	1	0	mmHg			0
F	6	heart_rate	uint8	uint8	1	0	bpm			0
F	7	heart_rate_type	hr_type	enum	1	0				0
F	8	status	bp_status	enum	1	0				0
F	9	user_profile_index	message_index	uint16	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	53	speed_zone
F	0	high_value	uint16	uint16	1000	0	m/s			0
F	1	name	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	55	monitoring
F	0	device_index	device_index	uint8	1	0				0
F	1	calories	uint16	uint16	1	0	kcal			0
F	2	distance	uint32	uint32	100	0	m			0
F	3	cycles	uint32	uint32	2	0	cycles			0
S	steps	uint32	1	0	steps			5=6;5=1
S	strokes	uint32	2	0	strokes			5=2;5=5
F	4	active_time	uint32	uint32	1000	0	s			0
F	5	activity_type	activity_type	enum	1	0				0
F	6	activity_subtype	activity_subtype	enum	1	0				0
F	7	activity_level	activity_level	enum	1	0				0
F	8	distance_16	uint16	uint16	1	0	100 * m			0
F	9	cycles_16	uint16	uint16	1	0	2 * cycles (steps)			0
F	10	active_time_16	uint16	uint16	1	0	s			0
F	11	local_timestamp	local_date_time	uint32	1	0				0
F	12	temperature	sint16	sint16	100	0	C			0
F	14	temperature_min	sint16	sint16	100	0	C			0
F	15	temperature_max	sint16	sint16	100	0	C			0
F	16	activity_time	uint16	uint16	1	0	minutes			0
F	19	active_calories	uint16	uint16	1	0	kcal			0
F	24	current_activity_type_intensity	byte	byte	1,1	0,0	,	5,3	5,28	0
F	25	timestamp_min_8	uint8	uint8	1	0	min			0
F	26	timestamp_16	uint16	uint16	1	0	s			0
F	27	heart_rate	uint8	uint8	1	0	bpm			0
F	28	intensity	uint8	uint8	10	0				0
F	29	duration_min	uint16	uint16	1	0	min			0
F	30	duration	uint32	uint32	1	0	s			0
F	31	ascent	uint32	uint32	1000	0	m			0
F	32	descent	uint32	uint32	1000	0	m			0
F	33	moderate_activity_minutes	uint16	uint16	1	0	minutes			0
F	34	vigorous_activity_minutes	uint16	uint16	1	0	minutes			0
F	41	pushes	uint32	uint32	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	72	training_file
F	0	type	file	enum	1	0				0
F	1	manufacturer	manufacturer	uint16	1	0				0
F	2	product	uint16	uint16	1	0				0
S	favero_product	favero_product	1	0				1=263
S	garmin_product	garmin_product	1	0				1=1;1=15;1=13;1=89
F	3	serial_number	uint32z	uint32z	1	0				0
F	4	time_created	date_time	uint32	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	78	hrv
F	0	time	uint16	uint16	1000	0	s			0
M	80	ant_rx
F	0	fractional_timestamp	uint16	uint16	32768	0	s			0
F	1	mesg_id	byte	byte	1	0				0
F	2	mesg_data	byte	byte	1,1,1,1,1,1,1,1,1	0,0,0,0,0,0,0,0,0	,,,,,,,,	8,8,8,8,8,8,8,8,8	3,4,4,4,4,4,4,4,4	0
F	3	channel_number	uint8	uint8	1	0				0
F	4	data	byte	byte	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	81	ant_tx
F	0	fractional_timestamp	uint16	uint16	32768	0	s			0
F	1	mesg_id	byte	byte	1	0				0
F	2	mesg_data	byte	byte	1,1,1,1,1,1,1,1,1	0,0,0,0,0,0,0,0,0	,,,,,,,,	8,8,8,8,8,8,8,8,8	3,4,4,4,4,4,4,4,4	0
F	3	channel_number	uint8	uint8	1	0				0
F	4	data	byte	byte	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	82	ant_channel_id
F	0	channel_number	uint8	uint8	1	0				0
F	1	device_type	uint8z	uint8z	1	0				0
F	2	device_number	uint16z	uint16z	1	0				0
F	3	transmission_type	uint8z	uint8z	1	0				0
F	4	device_index	device_index	uint8	1	0				0
M	101	length
F	0	event	event	enum	1	0				0
F	1	event_type	event_type	enum	1	0				0
F	2	start_time	date_time	uint32	1	0				0
F	3	total_elapsed_time	uint32	uint32	1000	0	s			0
F	4	total_timer_time	uint32	uint32	1000	0	s			0
F	5	total_strokes	uint16	uint16	1	0	strokes			0
F	6	avg_speed	uint16	uint16	1000	0	m/s			0
F	7	swim_stroke	swim_stroke	enum	1	0	swim_stroke			0
F	9	avg_swimming_cadence	uint8	uint8	1	0	strokes/min			0
F	10	event_group	uint8	uint8	1	0				0
F	11	total_calories	uint16	uint16	1	0	kcal			0
F	12	length_type	length_type	enum	1	0				0
F	18	player_score	uint16	uint16	1	0				0
F	19	opponent_score	uint16	uint16	1	0				0
F	20	stroke_count	uint16	uint16	1	0	counts			0
F	21	zone_count	uint16	uint16	1	0	counts			0
F	22	enhanced_avg_respiration_rate	uint16	uint16	100	0	Breaths/min			0
F	23	enhanced_max_respiration_rate	uint16	uint16	100	0	Breaths/min			0
F	24	avg_respiration_rate	uint8	uint8	1	0		8	22	0
F	25	max_respiration_rate	uint8	uint8	1	0		8	23	0
F	26	metabolic_calories	uint16	uint16	1	0	kcal			0
F	253	timestamp	date_time	uint32	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	103	monitoring_info
F	0	local_timestamp	local_date_time	uint32	1	0	s			0
F	1	activity_type	activity_type	enum	1	0				0
F	3	cycles_to_distance	uint16	uint16	5000	0	m/cycle			0
F	4	cycles_to_calories	uint16	uint16	5000	0	kcal/cycle			0
F	5	resting_metabolic_rate	uint16	uint16	1	0	kcal / day			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	104	battery
F	2	capacity	uint8	uint8	1	0	%			0
F	253	timestamp	date_time	uint32	1	0				0
M	105	pad
M	106	slave_device
F	0	manufacturer	manufacturer	uint16	1	0				0
F	1	product	uint16	uint16	1	0				0
S	favero_product	favero_product	1	0				0=263
S	garmin_product	garmin_product	1	0				0=1;0=15;0=13;0=89
M	127	connectivity
F	0	bluetooth_enabled	bool	enum	1	0				0
F	1	bluetooth_le_enabled	bool	enum	1	0				0
F	2	ant_enabled	bool	enum	1	0				0
F	3	name	string	string	1	0				0
F	4	live_tracking_enabled	bool	enum	1	0				0
F	5	weather_conditions_enabled	bool	enum	1	0				0
F	6	weather_alerts_enabled	bool	enum	1	0				0
F	7	auto_activity_upload_enabled	bool	enum	1	0				0
F	8	course_download_enabled	bool	enum	1	0				0
F	9	workout_download_enabled	bool	enum	1	0				0
F	10	gps_ephemeris_download_enabled	bool	enum	1	0				0
F	11	incident_detection_enabled	bool	enum	1	0				0
F	12	grouptrack_enabled	bool	enum	1	0				0
M	128	weather_conditions
F	0	weather_report	weather_report	enum	1	0				0
F	1	temperature	sint8	sint8	1	0	C			0
F	2	condition	weather_status	enum	1	0				0
F	3	wind_direction	uint16	uint16	1	0	degrees			0
F	4	wind_speed	uint16	uint16	1000	0	m/s			0
F	5	precipitation_probability	uint8	uint8	1	0				0
F	6	temperature_feels_like	sint8	sint8	1	0	C			0
F	7	relative_humidity	uint8	uint8	1	0				0
F	8	location	string	string	1	0				0
F	9	observed_at_time	date_time	uint32	1	0				0
F	10	observed_location_lat	sint32	sint32	1	0	semicircles			0
F	11	observed_location_long	sint32	sint32	1	0	semicircles			0
F	12	day_of_week	day_of_week	enum	1	0				0
F	13	high_temperature	sint8	sint8	1	0	C			0
F	14	low_temperature	sint8	sint8	1	0	C			0
F	253	timestamp	date_time	uint32	1	0				0
M	129	weather_alert
F	0	report_id	string	string	1	0				0
F	1	issue_time	date_time	uint32	1	0				0
F	2	expire_time	date_time	uint32	1	0				0
F	3	severity	weather_severity	enum	1	0				0
F	4	type	weather_severe_type	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	131	cadence_zone
F	0	high_value	uint8	uint8	1	0	rpm			0
F	1	name	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	132	hr
F	0	fractional_timestamp	uint16	uint16	32768	0	s			0
F	1	time256	uint8	uint8	256	0	s	8	0	0
F	6	filtered_bpm	uint8	uint8	1	0	bpm			0
F	9	event_timestamp	uint32	uint32	1024	0	s			1
F	10	event_timestamp_12	byte	byte	1024,1024,1024,1024,1024,1024,1024,1024,1024,1024	0,0,0,0,0,0,0,0,0,0	s,,,,,,,,,	12,12,12,12,12,12,12,12,12,12	9,9,9,9,9,9,9,9,9,9	0
F	253	timestamp	date_time	uint32	1	0				0
M	142	segment_lap
F	0	event	event	enum	1	0				0
F	1	event_type	event_type	enum	1	0				0
F	2	start_time	date_time	uint32	1	0				0
F	3	start_position_lat	sint32	sint32	1	0	semicircles			0
F	4	start_position_long	sint32	sint32	1	0	semicircles			0
F	5	end_position_lat	sint32	sint32	1	0	semicircles			0
F	6	end_position_long	sint32	sint32	1	0	semicircles			0
F	7	total_elapsed_time	uint32	uint32	1000	0	s			0
F	8	total_timer_time	uint32	uint32	1000	0	s			0
F	9	total_distance	uint32	uint32	100	0	m			0
F	10	total_cycles	uint32	uint32	1	0	cycles			0
S	total_strokes	uint32	1	0	strokes			23=2
F	11	total_calories	uint16	uint16	1	0	kcal			0
F	12	total_fat_calories	uint16	uint16	1	0	kcal			0
F	13	avg_speed	uint16	uint16	1000	0	m/s			0
F	14	max_speed	uint16	uint16	1000	0	m/s			0
F	15	avg_heart_rate	uint8	uint8	1	0	bpm			0
F	16	max_heart_rate	uint8	uint8	1	0	bpm			0
F	17	avg_cadence	uint8	uint8	1	0	rpm			0
F	18	max_cadence	uint8	uint8	1	0	rpm			0
F	19	avg_power	uint16	uint16	1	0	watts			0
F	20	max_power	uint16	uint16	1	0	watts			0
F	21	total_ascent	uint16	uint16	1	0	m			0
F	22	total_descent	uint16	uint16	1	0	m			0
F	23	sport	sport	enum	1	0				0
F	24	event_group	uint8	uint8	1	0				0
F	25	nec_lat	sint32	sint32	1	0	semicircles			0
F	26	nec_long	sint32	sint32	1	0	semicircles			0
F	27	swc_lat	sint32	sint32	1	0	semicircles			0
F	28	swc_long	sint32	sint32	1	0	semicircles			0
F	29	name	string	string	1	0				0
F	30	normalized_power	uint16	uint16	1	0	watts			0
F	31	left_right_balance	left_right_balance_100	uint16	1	0				0
F	32	sub_sport	sub_sport	enum	1	0				0
F	33	total_work	uint32	uint32	1	0	J			0
F	34	avg_altitude	uint16	uint16	5	500	m	16	91	0
F	35	max_altitude	uint16	uint16	5	500	m	16	92	0
F	36	gps_accuracy	uint8	uint8	1	0	m			0
F	37	avg_grade	sint16	sint16	100	0	%			0
F	38	avg_pos_grade	sint16	sint16	100	0	%			0
F	39	avg_neg_grade	sint16	sint16	100	0	%			0
F	40	max_pos_grade	sint16	sint16	100	0	%			0
F	41	max_neg_grade	sint16	sint16	100	0	%			0
F	42	avg_temperature	sint8	sint8	1	0	C			0
F	43	max_temperature	sint8	sint8	1	0	C			0
F	44	total_moving_time	uint32	uint32	1000	0	s			0
F	45	avg_pos_vertical_speed	sint16	sint16	1000	0	m/s			0
F	46	avg_neg_vertical_speed	sint16	sint16	1000	0	m/s			0
F	47	max_pos_vertical_speed	sint16	sint16	1000	0	m/s			0
F	48	max_neg_vertical_speed	sint16	sint16	1000	0	m/s			0
F	49	time_in_hr_zone	uint32	uint32	1000	0	s			0
F	50	time_in_speed_zone	uint32	uint32	1000	0	s			0
F	51	time_in_cadence_zone	uint32	uint32	1000	0	s			0
F	52	time_in_power_zone	uint32	uint32	1000	0	s			0
F	53	repetition_num	uint16	uint16	1	0				0
F	54	min_altitude	uint16	uint16	5	500	m	16	93	0
F	55	min_heart_rate	uint8	uint8	1	0	bpm			0
F	56	active_time	uint32	uint32	1000	0	s			0
F	57	wkt_step_index	message_index	uint16	1	0				0
F	58	sport_event	sport_event	enum	1	0				0
F	59	avg_left_torque_effectiveness	uint8	uint8	2	0	percent			0
F	60	avg_right_torque_effectiveness	uint8	uint8	2	0	percent			0
F	61	avg_left_pedal_smoothness	uint8	uint8	2	0	percent			0
F	62	avg_right_pedal_smoothness	uint8	uint8	2	0	percent			0
F	63	avg_combined_pedal_smoothness	uint8	uint8	2	0	percent			0
F	64	status	segment_lap_status	enum	1	0				0
F	65	uuid	string	string	1	0				0
F	66	avg_fractional_cadence	uint8	uint8	128	0	rpm			0
F	67	max_fractional_cadence	uint8	uint8	128	0	rpm			0
F	68	total_fractional_cycles	uint8	uint8	128	0	cycles			0
F	69	front_gear_shift_count	uint16	uint16	1	0				0
F	70	rear_gear_shift_count	uint16	uint16	1	0				0
F	71	time_standing	uint32	uint32	1000	0	s			0
F	72	stand_count	uint16	uint16	1	0				0
F	73	avg_left_pco	sint8	sint8	1	0	mm			0
F	74	avg_right_pco	sint8	sint8	1	0	mm			0
F	75	avg_left_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	76	avg_left_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	77	avg_right_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	78	avg_right_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	79	avg_power_position	uint16	uint16	1	0	watts			0
F	80	max_power_position	uint16	uint16	1	0	watts			0
F	81	avg_cadence_position	uint8	uint8	1	0	rpm			0
F	82	max_cadence_position	uint8	uint8	1	0	rpm			0
F	83	manufacturer	manufacturer	uint16	1	0				0
F	84	total_grit	float32	float32	1	0	kGrit			0
F	85	total_flow	float32	float32	1	0	Flow			0
F	86	avg_grit	float32	float32	1	0	kGrit			0
F	87	avg_flow	float32	float32	1	0	Flow			0
F	88	metabolic_calories	uint16	uint16	1	0	kcal			0
F	89	total_fractional_ascent	uint8	uint8	100	0	m			0
F	90	total_fractional_descent	uint8	uint8	100	0	m			0
F	91	enhanced_avg_altitude	uint32	uint32	5	500	m			0
F	92	enhanced_max_altitude	uint32	uint32	5	500	m			0
F	93	enhanced_min_altitude	uint32	uint32	5	500	m			0
F	253	timestamp	date_time	uint32	1	0	s			0
F	254	message_index	message_index	uint16	1	0				0
M	145	memo_glob
F	0	memo	byte	byte	1	0				0
F	1	mesg_num	mesg_num	uint16	1	0				0
F	2	parent_index	message_index	uint16	1	0				0
F	3	field_num	uint8	uint8	1	0				0
F	4	data	uint8z	uint8z	1	0				0
F	250	part_index	uint32	uint32	1	0				0
M	148	segment_id
F	0	name	string	string	1	0				0
F	1	uuid	string	string	1	0				0
F	2	sport	sport	enum	1	0				0
F	3	enabled	bool	enum	1	0				0
F	4	user_profile_primary_key	uint32	uint32	1	0				0
F	5	device_id	uint32	uint32	1	0				0
F	6	default_race_leader	uint8	uint8	1	0				0
F	7	delete_status	segment_delete_status	enum	1	0				0
F	8	selection_type	segment_selection_type	enum	1	0				0
M	149	segment_leaderboard_entry
F	0	name	string	string	1	0				0
F	1	type	segment_leaderboard_type	enum	1	0				0
F	2	group_primary_key	uint32	uint32	1	0				0
F	3	activity_id	uint32	uint32	1	0				0
F	4	segment_time	uint32	uint32	1000	0	s			0
F	5	activity_id_string	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	150	segment_point
F	1	position_lat	sint32	sint32	1	0	semicircles			0
F	2	position_long	sint32	sint32	1	0	semicircles			0
F	3	distance	uint32	uint32	100	0	m			0
F	4	altitude	uint16	uint16	5	500	m	16	6	0
F	5	leader_time	uint32	uint32	1000	0	s			0
F	6	enhanced_altitude	uint32	uint32	5	500	m			0
F	254	message_index	message_index	uint16	1	0				0
M	151	segment_file
F	1	file_uuid	string	string	1	0				0
F	3	enabled	bool	enum	1	0				0
F	4	user_profile_primary_key	uint32	uint32	1	0				0
F	7	leader_type	segment_leaderboard_type	enum	1	0				0
F	8	leader_group_primary_key	uint32	uint32	1	0				0
F	9	leader_activity_id	uint32	uint32	1	0				0
F	10	leader_activity_id_string	string	string	1	0				0
F	11	default_race_leader	uint8	uint8	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	158	workout_session
F	0	sport	sport	enum	1	0				0
F	1	sub_sport	sub_sport	enum	1	0				0
F	2	num_valid_steps	uint16	uint16	1	0				0
F	3	first_step_index	uint16	uint16	1	0				0
F	4	pool_length	uint16	uint16	100	0	m			0
F	5	pool_length_unit	display_measure	enum	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	159	watchface_settings
F	0	mode	watchface_mode	enum	1	0				0
F	1	layout	byte	byte	1	0				0
S	digital_layout	digital_watchface_layout	1	0				0=0
S	analog_layout	analog_watchface_layout	1	0				0=1
F	254	message_index	message_index	uint16	1	0				0
M	160	gps_metadata
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	position_lat	sint32	sint32	1	0	semicircles			0
F	2	position_long	sint32	sint32	1	0	semicircles			0
F	3	enhanced_altitude	uint32	uint32	5	500	m			0
F	4	enhanced_speed	uint32	uint32	1000	0	m/s			0
F	5	heading	uint16	uint16	100	0	degrees			0
F	6	utc_timestamp	date_time	uint32	1	0	s			0
F	7	velocity	sint16	sint16	100	0	m/s			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	161	camera_event
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	camera_event_type	camera_event_type	enum	1	0				0
F	2	camera_file_uuid	string	string	1	0				0
F	3	camera_orientation	camera_orientation_type	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	162	timestamp_correlation
F	0	fractional_timestamp	uint16	uint16	32768	0	s			0
F	1	system_timestamp	date_time	uint32	1	0	s			0
F	2	fractional_system_timestamp	uint16	uint16	32768	0	s			0
F	3	local_timestamp	local_date_time	uint32	1	0	s			0
F	4	timestamp_ms	uint16	uint16	1	0	ms			0
F	5	system_timestamp_ms	uint16	uint16	1	0	ms			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	164	gyroscope_data
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	sample_time_offset	uint16	uint16	1	0	ms			0
F	2	gyro_x	uint16	uint16	1	0	counts			0
F	3	gyro_y	uint16	uint16	1	0	counts			0
F	4	gyro_z	uint16	uint16	1	0	counts			0
F	5	calibrated_gyro_x	float32	float32	1	0	deg/s			0
F	6	calibrated_gyro_y	float32	float32	1	0	deg/s			0
F	7	calibrated_gyro_z	float32	float32	1	0	deg/s			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	165	accelerometer_data
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	sample_time_offset	uint16	uint16	1	0	ms			0
F	2	accel_x	uint16	uint16	1	0	counts			0
F	3	accel_y	uint16	uint16	1	0	counts			0
F	4	accel_z	uint16	uint16	1	0	counts			0
F	5	calibrated_accel_x	float32	float32	1	0	g			0
F	6	calibrated_accel_y	float32	float32	1	0	g			0
F	7	calibrated_accel_z	float32	float32	1	0	g			0
F	8	compressed_calibrated_accel_x	sint16	sint16	1	0	mG			0
F	9	compressed_calibrated_accel_y	sint16	sint16	1	0	mG			0
F	10	compressed_calibrated_accel_z	sint16	sint16	1	0	mG			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	167	three_d_sensor_calibration
F	0	sensor_type	sensor_type	enum	1	0				0
F	1	calibration_factor	uint32	uint32	1	0				0
S	accel_cal_factor	uint32	1	0	g			0=0
S	gyro_cal_factor	uint32	1	0	deg/s			0=1
F	2	calibration_divisor	uint32	uint32	1	0	counts			0
F	3	level_shift	uint32	uint32	1	0				0
F	4	offset_cal	sint32	sint32	1	0				0
F	5	orientation_matrix	sint32	sint32	65535	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	169	video_frame
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	frame_number	uint32	uint32	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	174	obdii_data
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	time_offset	uint16	uint16	1	0	ms			0
F	2	pid	byte	byte	1	0				0
F	3	raw_data	byte	byte	1	0				0
F	4	pid_data_size	uint8	uint8	1	0				0
F	5	system_time	uint32	uint32	1	0				0
F	6	start_timestamp	date_time	uint32	1	0				0
F	7	start_timestamp_ms	uint16	uint16	1	0	ms			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	177	nmea_sentence
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	sentence	string	string	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	178	aviation_attitude
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	system_time	uint32	uint32	1	0	ms			0
F	2	pitch	sint16	sint16	10430.38	0	radians			0
F	3	roll	sint16	sint16	10430.38	0	radians			0
F	4	accel_lateral	sint16	sint16	100	0	m/s^2			0
F	5	accel_normal	sint16	sint16	100	0	m/s^2			0
F	6	turn_rate	sint16	sint16	1024	0	radians/second			0
F	7	stage	attitude_stage	enum	1	0				0
F	8	attitude_stage_complete	uint8	uint8	1	0	%			0
F	9	track	uint16	uint16	10430.38	0	radians			0
F	10	validity	attitude_validity	uint16	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	184	video
F	0	url	string	string	1	0				0
F	1	hosting_provider	string	string	1	0				0
F	2	duration	uint32	uint32	1	0	ms			0
M	185	video_title
F	0	message_count	uint16	uint16	1	0				0
F	1	text	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	186	video_description
F	0	message_count	uint16	uint16	1	0				0
F	1	text	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	187	video_clip
F	0	clip_number	uint16	uint16	1	0				0
F	1	start_timestamp	date_time	uint32	1	0				0
F	2	start_timestamp_ms	uint16	uint16	1	0				0
F	3	end_timestamp	date_time	uint32	1	0				0
F	4	end_timestamp_ms	uint16	uint16	1	0				0
F	6	clip_start	uint32	uint32	1	0	ms			0
F	7	clip_end	uint32	uint32	1	0	ms			0
M	188	ohr_settings
F	0	enabled	switch	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	200	exd_screen_configuration
F	0	screen_index	uint8	uint8	1	0				0
F	1	field_count	uint8	uint8	1	0				0
F	2	layout	exd_layout	enum	1	0				0
F	3	screen_enabled	bool	enum	1	0				0
M	201	exd_data_field_configuration
F	0	screen_index	uint8	uint8	1	0				0
F	1	concept_field	byte	byte	1,1	0,0	,	4,4	2,3	0
F	2	field_id	uint8	uint8	1	0				0
F	3	concept_count	uint8	uint8	1	0				0
F	4	display_type	exd_display_type	enum	1	0				0
F	5	title	string	string	1	0				0
M	202	exd_data_concept_configuration
F	0	screen_index	uint8	uint8	1	0				0
F	1	concept_field	byte	byte	1,1	0,0	,	4,4	2,3	0
F	2	field_id	uint8	uint8	1	0				0
F	3	concept_index	uint8	uint8	1	0				0
F	4	data_page	uint8	uint8	1	0				0
F	5	concept_key	uint8	uint8	1	0				0
F	6	scaling	uint8	uint8	1	0				0
F	8	data_units	exd_data_units	enum	1	0				0
F	9	qualifier	exd_qualifiers	enum	1	0				0
F	10	descriptor	exd_descriptors	enum	1	0				0
F	11	is_signed	bool	enum	1	0				0
M	206	field_description
F	0	developer_data_index	uint8	uint8	1	0				0
F	1	field_definition_number	uint8	uint8	1	0				0
F	2	fit_base_type_id	fit_base_type	uint8	1	0				0
F	3	field_name	string	string	1	0				0
F	4	array	uint8	uint8	1	0				0
F	5	components	string	string	1	0				0
F	6	scale	uint8	uint8	1	0				0
F	7	offset	sint8	sint8	1	0				0
F	8	units	string	string	1	0				0
F	9	bits	string	string	1	0				0
F	10	accumulate	string	string	1	0				0
F	13	fit_base_unit_id	fit_base_unit	uint16	1	0				0
F	14	native_mesg_num	mesg_num	uint16	1	0				0
F	15	native_field_num	uint8	uint8	1	0				0
M	207	developer_data_id
F	0	developer_id	byte	byte	1	0				0
F	1	application_id	byte	byte	1	0				0
F	2	manufacturer_id	manufacturer	uint16	1	0				0
F	3	developer_data_index	uint8	uint8	1	0				0
F	4	application_version	uint32	uint32	1	0				0
M	208	magnetometer_data
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	sample_time_offset	uint16	uint16	1	0	ms			0
F	2	mag_x	uint16	uint16	1	0	counts			0
F	3	mag_y	uint16	uint16	1	0	counts			0
F	4	mag_z	uint16	uint16	1	0	counts			0
F	5	calibrated_mag_x	float32	float32	1	0	G			0
F	6	calibrated_mag_y	float32	float32	1	0	G			0
F	7	calibrated_mag_z	float32	float32	1	0	G			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	209	barometer_data
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	sample_time_offset	uint16	uint16	1	0	ms			0
F	2	baro_pres	uint32	uint32	1	0	Pa			0
F	3	enhanced_altitude	uint32	uint32	5	500	m			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	210	one_d_sensor_calibration
F	0	sensor_type	sensor_type	enum	1	0				0
F	1	calibration_factor	uint32	uint32	1	0				0
S	baro_cal_factor	uint32	1	0	Pa			0=3
F	2	calibration_divisor	uint32	uint32	1	0	counts			0
F	3	level_shift	uint32	uint32	1	0				0
F	4	offset_cal	sint32	sint32	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	211	monitoring_hr_data
F	0	resting_heart_rate	uint8	uint8	1	0	bpm			0
F	1	current_day_resting_heart_rate	uint8	uint8	1	0	bpm			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	216	time_in_zone
F	0	reference_mesg	mesg_num	uint16	1	0				0
F	1	reference_index	message_index	uint16	1	0				0
F	2	time_in_hr_zone	uint32	uint32	1000	0	s			0
F	3	time_in_speed_zone	uint32	uint32	1000	0	s			0
F	4	time_in_cadence_zone	uint32	uint32	1000	0	s			0
F	5	time_in_power_zone	uint32	uint32	1000	0	s			0
F	6	hr_zone_high_boundary	uint8	uint8	1	0	bpm			0
F	7	speed_zone_high_boundary	uint16	uint16	1000	0	m/s			0
F	8	cadence_zone_high_bondary	uint8	uint8	1	0	rpm			0
F	9	power_zone_high_boundary	uint16	uint16	1	0	watts			0
F	10	hr_calc_type	hr_zone_calc	enum	1	0				0
F	11	max_heart_rate	uint8	uint8	1	0				0
F	12	resting_heart_rate	uint8	uint8	1	0				0
F	13	threshold_heart_rate	uint8	uint8	1	0				0
F	14	pwr_calc_type	pwr_zone_calc	enum	1	0				0
F	15	functional_threshold_power	uint16	uint16	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	225	set
F	0	duration	uint32	uint32	1000	0	s			0
F	3	repetitions	uint16	uint16	1	0				0
F	4	weight	uint16	uint16	16	0	kg			0
F	5	set_type	set_type	uint8	1	0				0
F	6	start_time	date_time	uint32	1	0				0
F	7	category	exercise_category	uint16	1	0				0
F	8	category_subtype	uint16	uint16	1	0				0
F	9	weight_display_unit	fit_base_unit	uint16	1	0				0
F	10	message_index	message_index	uint16	1	0				0
F	11	wkt_step_index	message_index	uint16	1	0				0
F	254	timestamp	date_time	uint32	1	0				0
M	227	stress_level
F	0	stress_level_value	sint16	sint16	1	0				0
F	1	stress_level_time	date_time	uint32	1	0	s			0
M	229	max_met_data
F	0	update_time	date_time	uint32	1	0				0
F	2	vo2_max	uint16	uint16	10	0	mL/kg/min			0
F	5	sport	sport	enum	1	0				0
F	6	sub_sport	sub_sport	enum	1	0				0
F	8	max_met_category	max_met_category	enum	1	0				0
F	9	calibrated_data	bool	enum	1	0				0
F	12	hr_source	max_met_heart_rate_source	enum	1	0				0
F	13	speed_source	max_met_speed_source	enum	1	0				0
M	258	dive_settings
F	0	name	string	string	1	0				0
F	1	model	tissue_model_type	enum	1	0				0
F	2	gf_low	uint8	uint8	1	0	percent			0
F	3	gf_high	uint8	uint8	1	0	percent			0
F	4	water_type	water_type	enum	1	0				0
F	5	water_density	float32	float32	1	0	kg/m^3			0
F	6	po2_warn	uint8	uint8	100	0	percent			0
F	7	po2_critical	uint8	uint8	100	0	percent			0
F	8	po2_deco	uint8	uint8	100	0	percent			0
F	9	safety_stop_enabled	bool	enum	1	0				0
F	10	bottom_depth	float32	float32	1	0				0
F	11	bottom_time	uint32	uint32	1	0				0
F	12	apnea_countdown_enabled	bool	enum	1	0				0
F	13	apnea_countdown_time	uint32	uint32	1	0				0
F	14	backlight_mode	dive_backlight_mode	enum	1	0				0
F	15	backlight_brightness	uint8	uint8	1	0				0
F	16	backlight_timeout	backlight_timeout	uint8	1	0				0
F	17	repeat_dive_interval	uint16	uint16	1	0	s			0
F	18	safety_stop_time	uint16	uint16	1	0	s			0
F	19	heart_rate_source_type	source_type	enum	1	0				0
F	20	heart_rate_source	uint8	uint8	1	0				0
S	heart_rate_antplus_device_type	antplus_device_type	1	0				19=1
S	heart_rate_local_device_type	local_device_type	1	0				19=5
F	21	travel_gas	message_index	uint16	1	0				0
F	22	ccr_low_setpoint_switch_mode	ccr_setpoint_switch_mode	enum	1	0				0
F	23	ccr_low_setpoint	uint8	uint8	100	0	percent			0
F	24	ccr_low_setpoint_depth	uint32	uint32	1000	0	m			0
F	25	ccr_high_setpoint_switch_mode	ccr_setpoint_switch_mode	enum	1	0				0
F	26	ccr_high_setpoint	uint8	uint8	100	0	percent			0
F	27	ccr_high_setpoint_depth	uint32	uint32	1000	0	m			0
F	29	gas_consumption_display	gas_consumption_rate_type	enum	1	0				0
F	30	up_key_enabled	bool	enum	1	0				0
F	35	dive_sounds	tone	enum	1	0				0
F	36	last_stop_multiple	uint8	uint8	10	0				0
F	37	no_fly_time_mode	no_fly_time_mode	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	259	dive_gas
F	0	helium_content	uint8	uint8	1	0	percent			0
F	1	oxygen_content	uint8	uint8	1	0	percent			0
F	2	status	dive_gas_status	enum	1	0				0
F	3	mode	dive_gas_mode	enum	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	262	dive_alarm
F	0	depth	uint32	uint32	1000	0	m			0
F	1	time	sint32	sint32	1	0	s			0
F	2	enabled	bool	enum	1	0				0
F	3	alarm_type	dive_alarm_type	enum	1	0				0
F	4	sound	tone	enum	1	0				0
F	5	dive_types	sub_sport	enum	1	0				0
F	6	id	uint32	uint32	1	0				0
F	7	popup_enabled	bool	enum	1	0				0
F	8	trigger_on_descent	bool	enum	1	0				0
F	9	trigger_on_ascent	bool	enum	1	0				0
F	10	repeating	bool	enum	1	0				0
F	11	speed	sint32	sint32	1000	0	mps			0
F	254	message_index	message_index	uint16	1	0				0
M	264	exercise_title
F	0	exercise_category	exercise_category	uint16	1	0				0
F	1	exercise_name	uint16	uint16	1	0				0
F	2	wkt_step_name	string	string	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	268	dive_summary
F	0	reference_mesg	mesg_num	uint16	1	0				0
F	1	reference_index	message_index	uint16	1	0				0
F	2	avg_depth	uint32	uint32	1000	0	m			0
F	3	max_depth	uint32	uint32	1000	0	m			0
F	4	surface_interval	uint32	uint32	1	0	s			0
F	5	start_cns	uint8	uint8	1	0	percent			0
F	6	end_cns	uint8	uint8	1	0	percent			0
F	7	start_n2	uint16	uint16	1	0	percent			0
F	8	end_n2	uint16	uint16	1	0	percent			0
F	9	o2_toxicity	uint16	uint16	1	0	OTUs			0
F	10	dive_number	uint32	uint32	1	0				0
F	11	bottom_time	uint32	uint32	1000	0	s			0
F	12	avg_pressure_sac	uint16	uint16	100	0	bar/min			0
F	13	avg_volume_sac	uint16	uint16	100	0	L/min			0
F	14	avg_rmv	uint16	uint16	100	0	L/min			0
F	15	descent_time	uint32	uint32	1000	0	s			0
F	16	ascent_time	uint32	uint32	1000	0	s			0
F	17	avg_ascent_rate	sint32	sint32	1000	0	m/s			0
F	22	avg_descent_rate	uint32	uint32	1000	0	m/s			0
F	23	max_ascent_rate	uint32	uint32	1000	0	m/s			0
F	24	max_descent_rate	uint32	uint32	1000	0	m/s			0
F	25	hang_time	uint32	uint32	1000	0	s			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	269	spo2_data
F	0	reading_spo2	uint8	uint8	1	0	percent			0
F	1	reading_confidence	uint8	uint8	1	0				0
F	2	mode	spo2_measurement_type	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	275	sleep_level
F	0	sleep_level	sleep_level	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	285	jump
F	0	distance	float32	float32	1	0	m			0
F	1	height	float32	float32	1	0	m			0
F	2	rotations	uint8	uint8	1	0				0
F	3	hang_time	float32	float32	1	0	s			0
F	4	score	float32	float32	1	0				0
F	5	position_lat	sint32	sint32	1	0	semicircles			0
F	6	position_long	sint32	sint32	1	0	semicircles			0
F	7	speed	uint16	uint16	1000	0	m/s	16	8	0
F	8	enhanced_speed	uint32	uint32	1000	0	m/s			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	289	aad_accel_features
F	0	time	uint16	uint16	1	0	s			0
F	1	energy_total	uint32	uint32	1	0				0
F	2	zero_cross_cnt	uint16	uint16	1	0				0
F	3	instance	uint8	uint8	1	0				0
F	4	time_above_threshold	uint16	uint16	25	0	s			0
F	253	timestamp	date_time	uint32	1	0				0
M	290	beat_intervals
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	time	uint16	uint16	1	0	ms			0
F	253	timestamp	date_time	uint32	1	0				0
M	297	respiration_rate
F	0	respiration_rate	sint16	sint16	100	0	breaths/min			0
F	253	timestamp	date_time	uint32	1	0				0
M	302	hsa_accelerometer_data
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	sampling_interval	uint16	uint16	1	0	ms			0
F	2	accel_x	sint16	sint16	1.024	0	mG			0
F	3	accel_y	sint16	sint16	1.024	0	mG			0
F	4	accel_z	sint16	sint16	1.024	0	mG			0
F	5	timestamp_32k	uint32	uint32	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	304	hsa_step_data
F	0	processing_interval	uint16	uint16	1	0	s			0
F	1	steps	uint32	uint32	1	0	steps			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	305	hsa_spo2_data
F	0	processing_interval	uint16	uint16	1	0	s			0
F	1	reading_spo2	uint8	uint8	1	0	percent			0
F	2	confidence	uint8	uint8	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	306	hsa_stress_data
F	0	processing_interval	uint16	uint16	1	0	s			0
F	1	stress_level	sint8	sint8	1	0	s			0
F	253	timestamp	date_time	uint32	1	0				0
M	307	hsa_respiration_data
F	0	processing_interval	uint16	uint16	1	0	s			0
F	1	respiration_rate	sint16	sint16	100	0	breaths/min			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	308	hsa_heart_rate_data
F	0	processing_interval	uint16	uint16	1	0	s			0
F	1	status	uint8	uint8	1	0				0
F	2	heart_rate	uint8	uint8	1	0	bpm			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	312	split
F	0	split_type	split_type	enum	1	0				0
F	1	total_elapsed_time	uint32	uint32	1000	0	s			0
F	2	total_timer_time	uint32	uint32	1000	0	s			0
F	3	total_distance	uint32	uint32	100	0	m			0
F	4	avg_speed	uint32	uint32	1000	0	m/s			0
F	9	start_time	date_time	uint32	1	0				0
F	11	sport	sport	enum	1	0				0
F	12	sub_sport	sub_sport	enum	1	0				0
F	13	total_ascent	uint16	uint16	1	0	m			0
F	14	total_descent	uint16	uint16	1	0	m			0
F	15	avg_heart_rate	uint8	uint8	1	0	bpm			0
F	16	max_heart_rate	uint8	uint8	1	0	bpm			0
F	17	nec_lat	sint32	sint32	1	0	semicircles			0
F	18	nec_long	sint32	sint32	1	0	semicircles			0
F	19	swc_lat	sint32	sint32	1	0	semicircles			0
F	20	swc_long	sint32	sint32	1	0	semicircles			0
F	21	start_position_lat	sint32	sint32	1	0	semicircles			0
F	22	start_position_long	sint32	sint32	1	0	semicircles			0
F	23	end_position_lat	sint32	sint32	1	0	semicircles			0
F	24	end_position_long	sint32	sint32	1	0	semicircles			0
F	25	max_speed	uint32	uint32	1000	0	m/s			0
F	26	avg_vert_speed	sint32	sint32	1000	0	m/s			0
F	27	end_time	date_time	uint32	1	0				0
F	28	total_calories	uint32	uint32	1	0	kcal			0
F	29	avg_cadence	uint16	uint16	128	0	rpm			0
S	avg_running_cadence	uint16	128	0	strides/min			11=1
S	avg_swimming_cadence	uint16	128	0	strokes/min			11=5
S	avg_paddlesport_cadence	uint16	128	0	strokes/min			11=15;11=37
S	avg_push_cadence	uint16	1	0	pushes/min			11=66;11=65
F	30	max_cadence	uint16	uint16	128	0	rpm			0
S	max_running_cadence	uint16	128	0	strides/min			11=1
S	max_swimming_cadence	uint16	128	0	strokes/min			11=5
S	max_paddlesport_cadence	uint16	128	0	strokes/min			11=15;11=37
S	max_push_cadence	uint16	1	0	pushes/min			11=66;11=65
F	31	total_cycles	uint32	uint32	1	0	cycles			0
S	total_strides	uint32	1	0	strides			11=1;11=11
S	total_strokes	uint32	1	0	strokes			11=2;11=5;11=15;11=37
S	total_reps	uint32	1	0	reps			11=62
S	total_pushes	uint32	1	0	pushes			11=66;11=65
F	32	avg_temperature	sint8	sint8	1	0	C			0
F	33	max_temperature	sint8	sint8	1	0	C			0
F	34	min_temperature	sint8	sint8	1	0	C			0
F	35	avg_vertical_oscillation	uint16	uint16	10	0	mm			0
F	36	avg_vertical_ratio	uint16	uint16	100	0	percent			0
F	37	avg_stance_time	uint16	uint16	10	0	ms			0
F	38	avg_stance_time_balance	uint16	uint16	100	0	percent			0
F	39	avg_step_length	uint16	uint16	10	0	mm			0
F	40	avg_power	uint16	uint16	1	0	watts			0
F	41	max_power	uint16	uint16	1	0	watts			0
F	42	normalized_power	uint16	uint16	1	0	watts			0
F	43	left_right_balance	left_right_balance_100	uint16	1	0				0
F	44	time_standing	uint32	uint32	1000	0	s			0
F	45	avg_left_pco	sint8	sint8	1	0	mm			0
F	46	avg_right_pco	sint8	sint8	1	0	mm			0
F	47	avg_left_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	48	avg_left_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	49	avg_right_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	50	avg_right_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	51	avg_power_position	uint16	uint16	1	0	watts			0
F	52	max_power_position	uint16	uint16	1	0	watts			0
F	53	avg_left_torque_effectiveness	uint8	uint8	2	0	percent			0
F	54	avg_right_torque_effectiveness	uint8	uint8	2	0	percent			0
F	55	avg_left_pedal_smoothness	uint8	uint8	2	0	percent			0
F	56	avg_right_pedal_smoothness	uint8	uint8	2	0	percent			0
F	57	avg_combined_pedal_smoothness	uint8	uint8	2	0	percent			0
F	58	avg_flow	float32	float32	1	0	Flow			0
F	59	total_grit	float32	float32	1	0	kGrit			0
F	62	swim_stroke	swim_stroke	enum	1	0				0
F	63	num_active_lengths	uint16	uint16	1	0	lengths			0
F	64	avg_swolf	uint16	uint16	1	0				0
F	65	avg_stroke_distance	uint16	uint16	100	0	m			0
F	66	avg_strokes_per_length	uint16	uint16	10	0	strokes / length			0
F	67	first_lap_index	uint16	uint16	1	0				0
F	68	num_laps	uint16	uint16	1	0				0
F	69	climb_grading_scale	climb_grading_scale	enum	1	0				0
F	70	climb_grade_value	uint32	uint32	1	0				0
S	climb_grade_yds	yds_grading_scale	1	0				69=0
S	climb_grade_uiaa	uiaa_grading_scale	1	0				69=1
S	climb_grade_french	french_grading_scale	1	0				69=2
S	climb_grade_british_adjectival	british_adjectival_grading_scale	1	0				69=3
S	climb_grade_british_technical	british_technical_grading_scale	1	0				69=4
S	climb_grade_ewbank	ewbank_grading_scale	1	0				69=5
S	climb_grade_brazilian	brazilian_grading_scale	1	0				69=6
S	climb_grade_saxon	saxon_grading_scale	1	0				69=7
S	climb_grade_vermin	vermin_grading_scale	1	0				69=8
S	climb_grade_font	font_grading_scale	1	0				69=9
S	climb_grade_dankyu	dankyu_grading_scale	1	0				69=10
F	71	status	split_status	enum	1	0				0
F	72	num_falls	uint16	uint16	1	0				0
F	73	climb_send	bool	enum	1	0				0
F	74	start_elevation	uint32	uint32	5	500	m			0
F	78	active_time	uint32	uint32	1000	0	s			0
F	79	metabolic_calories	uint16	uint16	1	0	kcal			0
F	80	total_fractional_ascent	uint8	uint8	100	0	m			0
F	81	total_fractional_descent	uint8	uint8	100	0	m			0
F	88	avg_grade	sint16	sint16	100	0	%			0
F	89	max_grade	sint16	sint16	100	0	%			0
F	90	min_cadence	uint16	uint16	128	0	rpm			0
S	min_running_cadence	uint16	128	0	strides/min			11=1
S	min_swimming_cadence	uint16	128	0	strokes/min			11=5
S	min_paddlesport_cadence	uint16	128	0	strokes/min			11=15;11=37
S	min_push_cadence	uint16	1	0	pushes/min			11=66;11=65
F	93	avg_grade_adjusted_speed	uint32	uint32	1000	0	m/s			0
F	94	avg_stress	uint16	uint16	1	0				0
F	99	avg_vam	uint16	uint16	1000	0	m/s			0
F	104	jump_count	uint8	uint8	1	0				0
F	110	total_moving_time	uint32	uint32	1000	0	s			0
F	112	dive_section_type	dive_section_type	enum	1	0				0
F	113	avg_ascent_rate	uint32	uint32	1000	0	m/s			0
F	114	max_ascent_rate	uint32	uint32	1000	0	m/s			0
F	115	avg_descent_rate	uint32	uint32	1000	0	m/s			0
F	116	max_descent_rate	uint32	uint32	1000	0	m/s			0
F	117	total_ascent_time	uint32	uint32	1000	0	s			0
F	118	total_descent_time	uint32	uint32	1000	0	s			0
F	119	total_hang_time	uint32	uint32	1000	0	s			0
F	120	apnea_discipline	apnea_discipline	enum	1	0				0
F	121	avg_depth	uint32	uint32	1000	0	m			0
F	122	max_depth	uint32	uint32	1000	0	m			0
F	124	min_heart_rate	uint8	uint8	1	0	bpm			0
F	127	surface_interval	uint32	uint32	1	0	s			0
F	142	total_fractional_cycles	uint8	uint8	128	0	cycles			0
F	144	avg_stance_time_percent	uint16	uint16	100	0	percent			0
F	168	total_anaerobic_training_effect	uint8	uint8	10	0				0
F	169	front_gear_shift_count	uint16	uint16	1	0				0
F	170	rear_gear_shift_count	uint16	uint16	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
F	254	message_index	message_index	uint16	1	0				0
M	313	split_summary
F	0	split_type	split_type	enum	1	0				0
F	1	sport	sport	enum	1	0				0
F	2	sub_sport	sub_sport	enum	1	0				0
F	3	num_splits	uint16	uint16	1	0				0
F	4	total_timer_time	uint32	uint32	1000	0	s			0
F	5	total_distance	uint32	uint32	100	0	m			0
F	6	avg_speed	uint32	uint32	1000	0	m/s			0
F	7	max_speed	uint32	uint32	1000	0	m/s			0
F	8	total_ascent	uint16	uint16	1	0	m			0
F	9	total_descent	uint16	uint16	1	0	m			0
F	10	avg_heart_rate	uint8	uint8	1	0	bpm			0
F	11	max_heart_rate	uint8	uint8	1	0	bpm			0
F	12	avg_vert_speed	sint32	sint32	1000	0	m/s			0
F	13	total_calories	uint32	uint32	1	0	kcal			0
F	14	avg_cadence	uint16	uint16	128	0	rpm			0
S	avg_running_cadence	uint16	128	0	strides/min			1=1
S	avg_swimming_cadence	uint16	128	0	strokes/min			1=5
S	avg_paddlesport_cadence	uint16	128	0	strokes/min			1=15;1=37
S	avg_push_cadence	uint16	1	0	pushes/min			1=66;1=65
F	15	max_cadence	uint16	uint16	128	0	rpm			0
S	max_running_cadence	uint16	128	0	strides/min			1=1
S	max_swimming_cadence	uint16	128	0	strokes/min			1=5
S	max_paddlesport_cadence	uint16	128	0	strokes/min			1=15;1=37
S	max_push_cadence	uint16	1	0	pushes/min			1=66;1=65
F	16	total_cycles	uint32	uint32	1	0	cycles			0
S	total_strides	uint32	1	0	strides			1=1;1=11
S	total_strokes	uint32	1	0	strokes			1=2;1=5;1=15;1=37
S	total_reps	uint32	1	0	reps			1=62
S	total_pushes	uint32	1	0	pushes			1=66;1=65
F	17	avg_temperature	sint8	sint8	1	0	C			0
F	18	max_temperature	sint8	sint8	1	0	C			0
F	19	min_temperature	sint8	sint8	1	0	C			0
F	20	avg_vertical_oscillation	uint16	uint16	10	0	mm			0
F	21	avg_vertical_ratio	uint16	uint16	100	0	percent			0
F	22	avg_stance_time	uint16	uint16	10	0	ms			0
F	23	avg_stance_time_balance	uint16	uint16	100	0	percent			0
F	24	avg_step_length	uint16	uint16	10	0	mm			0
F	25	avg_power	uint16	uint16	1	0	watts			0
F	26	max_power	uint16	uint16	1	0	watts			0
F	27	normalized_power	uint16	uint16	1	0	watts			0
F	28	left_right_balance	left_right_balance_100	uint16	1	0				0
F	29	time_standing	uint32	uint32	1000	0	s			0
F	30	avg_left_pco	sint8	sint8	1	0	mm			0
F	31	avg_right_pco	sint8	sint8	1	0	mm			0
F	32	avg_left_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	33	avg_left_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	34	avg_right_power_phase	uint8	uint8	0.7111111	0	degrees			0
F	35	avg_right_power_phase_peak	uint8	uint8	0.7111111	0	degrees			0
F	36	avg_power_position	uint16	uint16	1	0	watts			0
F	37	max_power_position	uint16	uint16	1	0	watts			0
F	38	avg_left_torque_effectiveness	uint8	uint8	2	0	percent			0
F	39	avg_right_torque_effectiveness	uint8	uint8	2	0	percent			0
F	40	avg_left_pedal_smoothness	uint8	uint8	2	0	percent			0
F	41	avg_right_pedal_smoothness	uint8	uint8	2	0	percent			0
F	42	avg_combined_pedal_smoothness	uint8	uint8	2	0	percent			0
F	43	avg_flow	float32	float32	1	0	Flow			0
F	44	total_grit	float32	float32	1	0	kGrit			0
F	47	swim_stroke	swim_stroke	enum	1	0				0
F	48	num_active_lengths	uint16	uint16	1	0	lengths			0
F	49	avg_swolf	uint16	uint16	1	0				0
F	50	avg_stroke_distance	uint16	uint16	100	0	m			0
F	51	avg_strokes_per_length	uint16	uint16	10	0	strokes / length			0
F	52	avg_ascent	uint16	uint16	1	0	m			0
F	53	max_ascent	uint16	uint16	1	0	m			0
F	54	climb_grading_scale	climb_grading_scale	enum	1	0				0
F	55	climb_max_grade_value	uint32	uint32	1	0				0
S	climb_max_grade_yds	yds_grading_scale	1	0				54=0
S	climb_max_grade_uiaa	uiaa_grading_scale	1	0				54=1
S	climb_max_grade_french	french_grading_scale	1	0				54=2
S	climb_max_grade_british_adjectival	british_adjectival_grading_scale	1	0				54=3
S	climb_max_grade_british_technical	british_technical_grading_scale	1	0				54=4
S	climb_max_grade_ewbank	ewbank_grading_scale	1	0				54=5
S	climb_max_grade_brazilian	brazilian_grading_scale	1	0				54=6
S	climb_max_grade_saxon	saxon_grading_scale	1	0				54=7
S	climb_max_grade_vermin	vermin_grading_scale	1	0				54=8
S	climb_max_grade_font	font_grading_scale	1	0				54=9
S	climb_max_grade_dankyu	dankyu_grading_scale	1	0				54=10
F	56	num_falls	uint16	uint16	1	0				0
F	58	num_climbs_attempted	uint16	uint16	1	0				0
F	59	num_climbs_completed	uint16	uint16	1	0				0
F	60	max_distance	uint32	uint32	100	0	m			0
F	64	metabolic_calories	uint16	uint16	1	0	kcal			0
F	65	active_time	uint32	uint32	1000	0	s			0
F	66	total_fractional_ascent	uint8	uint8	100	0	m			0
F	67	total_fractional_descent	uint8	uint8	100	0	m			0
F	68	avg_fractional_ascent	uint8	uint8	100	0	m			0
F	69	max_fractional_ascent	uint8	uint8	100	0	m			0
F	71	avg_grade_adjusted_speed	uint32	uint32	1000	0	m/s			0
F	72	avg_stress	uint16	uint16	1	0				0
F	77	total_moving_time	uint32	uint32	1000	0	s			0
F	79	start_time	date_time	uint32	1	0				0
F	87	min_heart_rate	uint8	uint8	1	0	bpm			0
F	91	avg_stance_time_percent	uint16	uint16	100	0	percent			0
F	101	max_total_timer_time	uint32	uint32	1000	0	s			0
F	253	timestamp	date_time	uint32	1	0	s			0
F	254	message_index	message_index	uint16	1	0				0
M	314	hsa_body_battery_data
F	0	processing_interval	uint16	uint16	1	0	s			0
F	1	level	sint8	sint8	1	0	percent			0
F	2	charged	sint16	sint16	1	0				0
F	3	uncharged	sint16	sint16	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	315	hsa_event
F	0	event_id	uint8	uint8	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	317	climb_pro
F	0	position_lat	sint32	sint32	1	0	semicircles			0
F	1	position_long	sint32	sint32	1	0	semicircles			0
F	2	climb_pro_event	climb_pro_event	enum	1	0				0
F	3	climb_number	uint16	uint16	1	0				0
F	4	climb_category	uint8	uint8	1	0				0
F	5	current_dist	float32	float32	1	0	m			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	319	tank_update
F	0	sensor	ant_channel_id	uint32z	1	0				0
F	1	pressure	uint16	uint16	100	0	bar			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	323	tank_summary
F	0	sensor	ant_channel_id	uint32z	1	0				0
F	1	start_pressure	uint16	uint16	100	0	bar			0
F	2	end_pressure	uint16	uint16	100	0	bar			0
F	3	volume_used	uint32	uint32	100	0	L			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	346	sleep_assessment
F	0	combined_awake_score	uint8	uint8	1	0				0
F	1	awake_time_score	uint8	uint8	1	0				0
F	2	awakenings_count_score	uint8	uint8	1	0				0
F	3	deep_sleep_score	uint8	uint8	1	0				0
F	4	sleep_duration_score	uint8	uint8	1	0				0
F	5	light_sleep_score	uint8	uint8	1	0				0
F	6	overall_sleep_score	uint8	uint8	1	0				0
F	7	sleep_quality_score	uint8	uint8	1	0				0
F	8	sleep_recovery_score	uint8	uint8	1	0				0
F	9	rem_sleep_score	uint8	uint8	1	0				0
F	10	sleep_restlessness_score	uint8	uint8	1	0				0
F	11	awakenings_count	uint8	uint8	1	0				0
F	14	interruptions_score	uint8	uint8	1	0				0
F	15	average_stress_during_sleep	uint16	uint16	100	0				0
M	370	hrv_status_summary
F	0	weekly_average	uint16	uint16	128	0	ms			0
F	1	last_night_average	uint16	uint16	128	0	ms			0
F	2	last_night_5_min_high	uint16	uint16	128	0	ms			0
F	3	baseline_low_upper	uint16	uint16	128	0	ms			0
F	4	baseline_balanced_lower	uint16	uint16	128	0	ms			0
F	5	baseline_balanced_upper	uint16	uint16	128	0	ms			0
F	6	status	hrv_status	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	371	hrv_value
F	0	value	uint16	uint16	128	0	ms			0
F	253	timestamp	date_time	uint32	1	0				0
M	372	raw_bbi
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	data	uint16	uint16	1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1	0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0	,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,	14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1,14,1,1	2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4,2,3,4	0
F	2	time	uint16	uint16	1	0	ms			0
F	3	quality	uint8	uint8	1	0				0
F	4	gap	uint8	uint8	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	375	device_aux_battery_info
F	0	device_index	device_index	uint8	1	0				0
F	1	battery_voltage	uint16	uint16	256	0	V			0
F	2	battery_status	battery_status	uint8	1	0				0
F	3	battery_identifier	uint8	uint8	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	376	hsa_gyroscope_data
F	0	timestamp_ms	uint16	uint16	1	0	ms			0
F	1	sampling_interval	uint16	uint16	1	0	1/32768 s			0
F	2	gyro_x	sint16	sint16	28.57143	0	deg/s			0
F	3	gyro_y	sint16	sint16	28.57143	0	deg/s			0
F	4	gyro_z	sint16	sint16	28.57143	0	deg/s			0
F	5	timestamp_32k	uint32	uint32	1	0	1/32768 s			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	387	chrono_shot_session
F	0	min_speed	uint32	uint32	1000	0	m/s			0
F	1	max_speed	uint32	uint32	1000	0	m/s			0
F	2	avg_speed	uint32	uint32	1000	0	m/s			0
F	3	shot_count	uint16	uint16	1	0				0
F	4	projectile_type	projectile_type	enum	1	0				0
F	5	grain_weight	uint32	uint32	10	0	gr			0
F	6	standard_deviation	uint32	uint32	1000	0	m/s			0
F	253	timestamp	date_time	uint32	1	0				0
M	388	chrono_shot_data
F	0	shot_speed	uint32	uint32	1000	0	m/s			0
F	1	shot_num	uint16	uint16	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	389	hsa_configuration_data
F	0	data	byte	byte	1	0				0
F	1	data_size	uint8	uint8	1	0				0
F	253	timestamp	date_time	uint32	1	0	s			0
M	393	dive_apnea_alarm
F	0	depth	uint32	uint32	1000	0	m			0
F	1	time	sint32	sint32	1	0	s			0
F	2	enabled	bool	enum	1	0				0
F	3	alarm_type	dive_alarm_type	enum	1	0				0
F	4	sound	tone	enum	1	0				0
F	5	dive_types	sub_sport	enum	1	0				0
F	6	id	uint32	uint32	1	0				0
F	7	popup_enabled	bool	enum	1	0				0
F	8	trigger_on_descent	bool	enum	1	0				0
F	9	trigger_on_ascent	bool	enum	1	0				0
F	10	repeating	bool	enum	1	0				0
F	11	speed	sint32	sint32	1000	0	mps			0
F	254	message_index	message_index	uint16	1	0				0
M	398	skin_temp_overnight
F	0	local_timestamp	local_date_time	uint32	1	0				0
F	1	average_deviation	float32	float32	1	0				0
F	2	average_7_day_deviation	float32	float32	1	0				0
F	4	nightly_value	float32	float32	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
M	409	hsa_wrist_temperature_data
F	0	processing_interval	uint16	uint16	1	0	s			0
F	1	value	uint16	uint16	1000	0	C			0
F	253	timestamp	date_time	uint32	1	0	s			0
M	412	nap_event
F	0	start_time	date_time	uint32	1	0	seconds			0
F	1	start_timezone_offset	sint16	sint16	1	0	minutes			0
F	2	end_time	date_time	uint32	1	0	seconds			0
F	3	end_timezone_offset	sint16	sint16	1	0	minutes			0
F	4	feedback	nap_period_feedback	enum	1	0				0
F	5	is_deleted	bool	enum	1	0				0
F	6	source	nap_source	enum	1	0				0
F	7	update_timestamp	date_time	uint32	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	470	sleep_disruption_severity_period
F	0	severity	sleep_disruption_severity	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
F	254	message_index	message_index	uint16	1	0				0
M	471	sleep_disruption_overnight_severity
F	0	severity	sleep_disruption_severity	enum	1	0				0
F	253	timestamp	date_time	uint32	1	0				0
"""

    /// Every named type with its values.
    static let types = """
T	activity
V	0	manual
V	1	auto_multi_sport
T	activity_class
V	100	level_max
V	127	level
V	128	athlete
T	activity_level
V	0	low
V	1	medium
V	2	high
T	activity_subtype
V	0	generic
V	1	treadmill
V	2	street
V	3	trail
V	4	track
V	5	spin
V	6	indoor_cycling
V	7	road
V	8	mountain
V	9	downhill
V	10	recumbent
V	11	cyclocross
V	12	hand_cycling
V	13	track_cycling
V	14	indoor_rowing
V	15	elliptical
V	16	stair_climbing
V	17	lap_swimming
V	18	open_water
V	254	all
T	activity_type
V	0	generic
V	1	running
V	2	cycling
V	3	transition
V	4	fitness_equipment
V	5	swimming
V	6	walking
V	8	sedentary
V	13	wheelchair_pushing
V	254	all
T	analog_watchface_layout
V	0	minimal
V	1	traditional
V	2	modern
T	ant_channel_id
V	65535	ant_device_number
V	16711680	ant_device_type
V	251658240	ant_transmission_type_lower_nibble
V	4026531840	ant_extended_device_number_upper_nibble
T	ant_network
V	0	public
V	1	antplus
V	2	antfs
V	3	private
T	antplus_device_type
V	1	antfs
V	11	bike_power
V	12	environment_sensor_legacy
V	15	multi_sport_speed_distance
V	16	control
V	17	fitness_equipment
V	18	blood_pressure
V	19	geocache_node
V	20	light_electric_vehicle
V	25	env_sensor
V	26	racquet
V	27	control_hub
V	31	muscle_oxygen
V	34	shifting
V	35	bike_light_main
V	36	bike_light_shared
V	38	exd
V	40	bike_radar
V	46	bike_aero
V	119	weight_scale
V	120	heart_rate
V	121	bike_speed_cadence
V	122	bike_cadence
V	123	bike_speed
V	124	stride_speed_distance
T	apnea_discipline
V	0	constant_weight_with_fins
V	1	constant_weight_with_bifins
V	2	constant_weight_without_fins
V	3	dynamic_with_fins
V	4	dynamic_with_bifins
V	5	dynamic_without_fins
V	6	free_immersion
V	7	no_limit
V	8	speed_endurance_apnea
V	9	static_apnea
V	10	variable_weight
T	attitude_stage
V	0	failed
V	1	aligning
V	2	degraded
V	3	valid
T	attitude_validity
V	1	track_angle_heading_valid
V	2	pitch_valid
V	4	roll_valid
V	8	lateral_body_accel_valid
V	16	normal_body_accel_valid
V	32	turn_rate_valid
V	64	hw_fail
V	128	mag_invalid
V	256	no_gps
V	512	gps_invalid
V	1024	solution_coasting
V	2048	true_track_angle
V	4096	magnetic_heading
T	auto_activity_detect
V	0	none
V	1	running
V	2	cycling
V	4	swimming
V	8	walking
V	32	elliptical
V	1024	sedentary
T	auto_sync_frequency
V	0	never
V	1	occasionally
V	2	frequent
V	3	once_a_day
V	4	remote
T	autolap_trigger
V	0	time
V	1	distance
V	2	position_start
V	3	position_lap
V	4	position_waypoint
V	5	position_marked
V	6	off
V	13	auto_select
T	autoscroll
V	0	none
V	1	slow
V	2	medium
V	3	fast
T	backlight_mode
V	0	off
V	1	manual
V	2	key_and_messages
V	3	auto_brightness
V	4	smart_notifications
V	5	key_and_messages_night
V	6	key_and_messages_and_smart_notifications
T	backlight_timeout
V	0	infinite
T	banded_exercises_exercise_name
V	1	ab_twist
V	2	back_extension
V	3	bicycle_crunch
V	4	calf_raises
V	5	chest_press
V	6	clam_shells
V	7	curl
V	8	deadbug
V	9	deadlift
V	10	donkey_kick
V	11	external_rotation
V	12	external_rotation_at_90_degree_abduction
V	13	face_pull
V	14	fire_hydrant
V	15	fly
V	16	front_raise
V	17	glute_bridge
V	18	hamstring_curls
V	19	high_plank_leg_lifts
V	20	hip_extension
V	21	internal_rotation
V	22	jumping_jack
V	23	kneeling_crunch
V	24	lateral_band_walks
V	25	lateral_raise
V	26	latpull
V	27	leg_abduction
V	28	leg_adduction
V	29	leg_extension
V	30	lunge
V	31	plank
V	32	pull_apart
V	33	push_ups
V	34	reverse_crunch
V	35	row
V	36	shoulder_abduction
V	37	shoulder_extension
V	38	shoulder_external_rotation
V	39	shoulder_flexion_to_90_degrees
V	40	side_plank_leg_lifts
V	41	side_raise
V	42	squat
V	43	squat_to_press
V	44	tricep_extension
V	45	tricep_kickback
V	46	upright_row
V	47	wall_crawl_with_external_rotation
V	49	lateral_raise_wheelchair
V	50	triceps_extension_wheelchair
V	51	chest_fly_incline_wheelchair
V	52	chest_fly_decline_wheelchair
V	53	pull_down_wheelchair
V	54	straight_arm_pull_down_wheelchair
V	55	curl_wheelchair
V	56	overhead_curl_wheelchair
V	57	face_pull_wheelchair
V	58	around_the_world_wheelchair
V	59	pull_apart_wheelchair
V	60	side_curl_wheelchair
V	61	overhead_press_wheelchair
T	battery_status
V	1	new
V	2	good
V	3	ok
V	4	low
V	5	critical
V	6	charging
V	7	unknown
T	battle_rope_exercise_name
V	0	alternating_figure_eight
V	1	alternating_jump_wave
V	2	alternating_kneeling_to_standing_wave
V	3	alternating_lunge_wave
V	4	alternating_squat_wave
V	5	alternating_wave
V	6	alternating_wave_with_lateral_shuffle
V	7	clap_wave
V	8	double_arm_figure_eight
V	9	double_arm_side_to_side_snake
V	10	double_arm_side_wave
V	11	double_arm_slam
V	12	double_arm_wave
V	13	grappler_toss
V	14	hip_toss
V	15	in_and_out_wave
V	16	inside_circle
V	17	jumping_jacks
V	18	outside_circle
V	19	rainbow
V	20	side_plank_wave
V	21	sidewinder
V	22	sitting_russian_twist
V	23	snake_wave
V	24	split_jack
V	25	stage_coach
V	26	ultimate_warrior
V	27	upper_cuts
T	bench_press_exercise_name
V	0	alternating_dumbbell_chest_press_on_swiss_ball
V	1	barbell_bench_press
V	2	barbell_board_bench_press
V	3	barbell_floor_press
V	4	close_grip_barbell_bench_press
V	5	decline_dumbbell_bench_press
V	6	dumbbell_bench_press
V	7	dumbbell_floor_press
V	8	incline_barbell_bench_press
V	9	incline_dumbbell_bench_press
V	10	incline_smith_machine_bench_press
V	11	isometric_barbell_bench_press
V	12	kettlebell_chest_press
V	13	neutral_grip_dumbbell_bench_press
V	14	neutral_grip_dumbbell_incline_bench_press
V	15	one_arm_floor_press
V	16	weighted_one_arm_floor_press
V	17	partial_lockout
V	18	reverse_grip_barbell_bench_press
V	19	reverse_grip_incline_bench_press
V	20	single_arm_cable_chest_press
V	21	single_arm_dumbbell_bench_press
V	22	smith_machine_bench_press
V	23	swiss_ball_dumbbell_chest_press
V	24	triple_stop_barbell_bench_press
V	25	wide_grip_barbell_bench_press
V	26	alternating_dumbbell_chest_press
T	bike_exercise_name
V	0	bike
V	1	ride
V	2	sprint
T	bike_light_beam_angle_mode
V	0	manual
V	1	auto
T	bike_light_network_config_type
V	0	auto
V	4	individual
V	5	high_visibility
V	6	trail
T	bike_outdoor_exercise_name
V	0	bike
T	ble_device_type
V	0	connected_gps
V	1	heart_rate
V	2	bike_power
V	3	bike_speed_cadence
V	4	bike_speed
V	5	bike_cadence
V	6	footpod
V	7	bike_trainer
T	body_location
V	0	left_leg
V	1	left_calf
V	2	left_shin
V	3	left_hamstring
V	4	left_quad
V	5	left_glute
V	6	right_leg
V	7	right_calf
V	8	right_shin
V	9	right_hamstring
V	10	right_quad
V	11	right_glute
V	12	torso_back
V	13	left_lower_back
V	14	left_upper_back
V	15	right_lower_back
V	16	right_upper_back
V	17	torso_front
V	18	left_abdomen
V	19	left_chest
V	20	right_abdomen
V	21	right_chest
V	22	left_arm
V	23	left_shoulder
V	24	left_bicep
V	25	left_tricep
V	26	left_brachioradialis
V	27	left_forearm_extensors
V	28	right_arm
V	29	right_shoulder
V	30	right_bicep
V	31	right_tricep
V	32	right_brachioradialis
V	33	right_forearm_extensors
V	34	neck
V	35	throat
V	36	waist_mid_back
V	37	waist_front
V	38	waist_left
V	39	waist_right
T	bp_status
V	0	no_error
V	1	error_incomplete_data
V	2	error_no_measurement
V	3	error_data_out_of_range
V	4	error_irregular_heart_rate
T	brazilian_grading_scale
V	0	2
V	1	3
V	2	3c
V	3	4
V	4	5a
V	5	5b
V	6	5c
V	7	6a
V	8	6b
V	9	6c
V	10	7a
V	11	7b
V	12	7c
V	13	8a
V	14	8b
V	15	8c
V	16	9a
V	17	9b
V	18	9c
V	19	10a
V	20	10b
V	21	10c
V	22	11a
V	23	11b
V	24	11c
V	25	12a
V	26	12b
T	british_adjectival_grading_scale
V	0	M
V	1	D
V	2	HD
V	3	VD
V	4	MS
V	5	S
V	6	HS
V	7	MVS
V	8	VS
V	9	HVS
V	10	E1
V	11	E2
V	12	E3
V	13	E4
V	14	E5
V	15	E6
V	16	E7
V	17	E8
V	18	E9
V	19	E10
V	20	E11
T	british_technical_grading_scale
V	0	1
V	1	2
V	2	3
V	3	4a
V	4	4b
V	5	4c
V	6	5a
V	7	5b
V	8	5c
V	9	6a
V	10	6b
V	11	6c
V	12	7a
V	13	7b
V	14	7c
T	calf_raise_exercise_name
V	0	3_way_calf_raise
V	1	3_way_weighted_calf_raise
V	2	3_way_single_leg_calf_raise
V	3	3_way_weighted_single_leg_calf_raise
V	4	donkey_calf_raise
V	5	weighted_donkey_calf_raise
V	6	seated_calf_raise
V	7	weighted_seated_calf_raise
V	8	seated_dumbbell_toe_raise
V	9	single_leg_bent_knee_calf_raise
V	10	weighted_single_leg_bent_knee_calf_raise
V	11	single_leg_decline_push_up
V	12	single_leg_donkey_calf_raise
V	13	weighted_single_leg_donkey_calf_raise
V	14	single_leg_hip_raise_with_knee_hold
V	15	single_leg_standing_calf_raise
V	16	single_leg_standing_dumbbell_calf_raise
V	17	standing_barbell_calf_raise
V	18	standing_calf_raise
V	19	weighted_standing_calf_raise
V	20	standing_dumbbell_calf_raise
T	camera_event_type
V	0	video_start
V	1	video_split
V	2	video_end
V	3	photo_taken
V	4	video_second_stream_start
V	5	video_second_stream_split
V	6	video_second_stream_end
V	7	video_split_start
V	8	video_second_stream_split_start
V	11	video_pause
V	12	video_second_stream_pause
V	13	video_resume
V	14	video_second_stream_resume
T	camera_orientation_type
V	0	camera_orientation_0
V	1	camera_orientation_90
V	2	camera_orientation_180
V	3	camera_orientation_270
T	cardio_exercise_name
V	0	bob_and_weave_circle
V	1	weighted_bob_and_weave_circle
V	2	cardio_core_crawl
V	3	weighted_cardio_core_crawl
V	4	double_under
V	5	weighted_double_under
V	6	jump_rope
V	7	weighted_jump_rope
V	8	jump_rope_crossover
V	9	weighted_jump_rope_crossover
V	10	jump_rope_jog
V	11	weighted_jump_rope_jog
V	12	jumping_jacks
V	13	weighted_jumping_jacks
V	14	ski_moguls
V	15	weighted_ski_moguls
V	16	split_jacks
V	17	weighted_split_jacks
V	18	squat_jacks
V	19	weighted_squat_jacks
V	20	triple_under
V	21	weighted_triple_under
V	22	elliptical
V	23	spinning
V	24	pole_paddle_forward_wheelchair
V	25	pole_paddle_backward_wheelchair
V	26	pole_handcycle_forward_wheelchair
V	27	pole_handcycle_backward_wheelchair
V	28	pole_rainbow_wheelchair
V	29	double_punch_forward_wheelchair
V	30	double_punch_down_wheelchair
V	31	double_punch_sideways_wheelchair
V	32	double_punch_up_wheelchair
V	33	sit_ski_wheelchair
V	34	sitting_jacks_wheelchair
V	35	punch_forward_wheelchair
V	36	punch_down_wheelchair
V	37	punch_sideways_wheelchair
V	38	punch_up_wheelchair
V	39	punch_bag_wheelchair
V	40	pole_dd_ff_uu_wheelchair
V	41	butterfly_arms_wheelchair
V	42	punch
T	carry_exercise_name
V	0	bar_holds
V	1	farmers_walk
V	2	farmers_walk_on_toes
V	3	hex_dumbbell_hold
V	4	overhead_carry
V	5	dumbbell_waiter_carry
V	6	farmers_carry_walk_lunge
V	7	farmers_carry
V	8	farmers_carry_on_toes
T	ccr_setpoint_switch_mode
V	0	manual
V	1	automatic
T	checksum
V	0	clear
V	1	ok
T	chop_exercise_name
V	0	cable_pull_through
V	1	cable_rotational_lift
V	2	cable_woodchop
V	3	cross_chop_to_knee
V	4	weighted_cross_chop_to_knee
V	5	dumbbell_chop
V	6	half_kneeling_rotation
V	7	weighted_half_kneeling_rotation
V	8	half_kneeling_rotational_chop
V	9	half_kneeling_rotational_reverse_chop
V	10	half_kneeling_stability_chop
V	11	half_kneeling_stability_reverse_chop
V	12	kneeling_rotational_chop
V	13	kneeling_rotational_reverse_chop
V	14	kneeling_stability_chop
V	15	kneeling_woodchopper
V	16	medicine_ball_wood_chops
V	17	power_squat_chops
V	18	weighted_power_squat_chops
V	19	standing_rotational_chop
V	20	standing_split_rotational_chop
V	21	standing_split_rotational_reverse_chop
V	22	standing_stability_reverse_chop
T	climb_grading_scale
V	0	yds
V	1	uiaa
V	2	french
V	3	british_adjectival
V	4	british_technical
V	5	ewbank
V	6	brazilian
V	7	saxon
V	8	vermin
V	9	font
V	10	dankyu
V	11	yds_pm
T	climb_pro_event
V	0	approach
V	1	start
V	2	complete
T	comm_timeout_type
V	0	wildcard_pairing_timeout
V	1	pairing_timeout
V	2	connection_lost
V	3	connection_timeout
T	connectivity_capabilities
V	1	bluetooth
V	2	bluetooth_le
V	4	ant
V	8	activity_upload
V	16	course_download
V	32	workout_download
V	64	live_track
V	128	weather_conditions
V	256	weather_alerts
V	512	gps_ephemeris_download
V	1024	explicit_archive
V	2048	setup_incomplete
V	4096	continue_sync_after_software_update
V	8192	connect_iq_app_download
V	16384	golf_course_download
V	32768	device_initiates_sync
V	65536	connect_iq_watch_app_download
V	131072	connect_iq_widget_download
V	262144	connect_iq_watch_face_download
V	524288	connect_iq_data_field_download
V	1048576	connect_iq_app_managment
V	2097152	swing_sensor
V	4194304	swing_sensor_remote
V	8388608	incident_detection
V	16777216	audio_prompts
V	33554432	wifi_verification
V	67108864	true_up
V	134217728	find_my_watch
V	268435456	remote_manual_sync
V	536870912	live_track_auto_start
V	1073741824	live_track_messaging
V	2147483648	instant_input
T	core_exercise_name
V	0	abs_jabs
V	1	weighted_abs_jabs
V	2	alternating_plate_reach
V	3	barbell_rollout
V	4	weighted_barbell_rollout
V	5	body_bar_oblique_twist
V	6	cable_core_press
V	7	cable_side_bend
V	8	side_bend
V	9	weighted_side_bend
V	10	crescent_circle
V	11	weighted_crescent_circle
V	12	cycling_russian_twist
V	13	weighted_cycling_russian_twist
V	14	elevated_feet_russian_twist
V	15	weighted_elevated_feet_russian_twist
V	16	half_turkish_get_up
V	17	kettlebell_windmill
V	18	kneeling_ab_wheel
V	19	weighted_kneeling_ab_wheel
V	20	modified_front_lever
V	21	open_knee_tucks
V	22	weighted_open_knee_tucks
V	23	side_abs_leg_lift
V	24	weighted_side_abs_leg_lift
V	25	swiss_ball_jackknife
V	26	weighted_swiss_ball_jackknife
V	27	swiss_ball_pike
V	28	weighted_swiss_ball_pike
V	29	swiss_ball_rollout
V	30	weighted_swiss_ball_rollout
V	31	triangle_hip_press
V	32	weighted_triangle_hip_press
V	33	trx_suspended_jackknife
V	34	weighted_trx_suspended_jackknife
V	35	u_boat
V	36	weighted_u_boat
V	37	windmill_switches
V	38	weighted_windmill_switches
V	39	alternating_slide_out
V	40	weighted_alternating_slide_out
V	41	ghd_back_extensions
V	42	weighted_ghd_back_extensions
V	43	overhead_walk
V	44	inchworm
V	45	weighted_modified_front_lever
V	46	russian_twist
V	47	abdominal_leg_rotations
V	48	arm_and_leg_extension_on_knees
V	49	bicycle
V	50	bicep_curl_with_leg_extension
V	51	cat_cow
V	52	corkscrew
V	53	criss_cross
V	54	criss_cross_with_ball
V	55	double_leg_stretch
V	56	knee_folds
V	57	lower_lift
V	58	neck_pull
V	59	pelvic_clocks
V	60	roll_over
V	61	roll_up
V	62	rolling
V	63	rowing_1
V	64	rowing_2
V	65	scissors
V	66	single_leg_circles
V	67	single_leg_stretch
V	68	snake_twist_1_and_2
V	69	swan
V	70	swimming
V	71	teaser
V	72	the_hundred
V	73	bicep_curl_with_leg_extension_with_weights
V	75	hanging_l_sit
V	77	lower_lift_with_weights
V	79	ring_l_sit
V	80	rowing_1_with_weights
V	81	rowing_2_with_weights
V	82	scissors_with_weights
V	83	single_leg_stretch_with_weights
V	84	toes_to_elbows
V	85	weighted_criss_cross
V	86	weighted_double_leg_stretch
V	87	weighted_the_hundred
V	88	l_sit
V	89	turkish_get_up
V	90	weighted_ring_l_sit
V	91	weighted_hanging_l_sit
V	92	weighted_l_sit
V	93	side_bend_low_wheelchair
V	94	side_bend_mid_wheelchair
V	95	side_bend_high_wheelchair
V	96	seated_side_bend
T	course_capabilities
V	1	processed
V	2	valid
V	4	time
V	8	distance
V	16	position
V	32	heart_rate
V	64	power
V	128	cadence
V	256	training
V	512	navigation
V	1024	bikeway
V	4096	aviation
T	course_point
V	0	generic
V	1	summit
V	2	valley
V	3	water
V	4	food
V	5	danger
V	6	left
V	7	right
V	8	straight
V	9	first_aid
V	10	fourth_category
V	11	third_category
V	12	second_category
V	13	first_category
V	14	hors_category
V	15	sprint
V	16	left_fork
V	17	right_fork
V	18	middle_fork
V	19	slight_left
V	20	sharp_left
V	21	slight_right
V	22	sharp_right
V	23	u_turn
V	24	segment_start
V	25	segment_end
V	27	campsite
V	28	aid_station
V	29	rest_area
V	30	general_distance
V	31	service
V	32	energy_gel
V	33	sports_drink
V	34	mile_marker
V	35	checkpoint
V	36	shelter
V	37	meeting_spot
V	38	overlook
V	39	toilet
V	40	shower
V	41	gear
V	42	sharp_curve
V	43	steep_incline
V	44	tunnel
V	45	bridge
V	46	obstacle
V	47	crossing
V	48	store
V	49	transition
V	50	navaid
V	51	transport
V	52	alert
V	53	info
T	crunch_exercise_name
V	0	bicycle_crunch
V	1	cable_crunch
V	2	circular_arm_crunch
V	3	crossed_arms_crunch
V	4	weighted_crossed_arms_crunch
V	5	cross_leg_reverse_crunch
V	6	weighted_cross_leg_reverse_crunch
V	7	crunch_chop
V	8	weighted_crunch_chop
V	9	double_crunch
V	10	weighted_double_crunch
V	11	elbow_to_knee_crunch
V	12	weighted_elbow_to_knee_crunch
V	13	flutter_kicks
V	14	weighted_flutter_kicks
V	15	foam_roller_reverse_crunch_on_bench
V	16	weighted_foam_roller_reverse_crunch_on_bench
V	17	foam_roller_reverse_crunch_with_dumbbell
V	18	foam_roller_reverse_crunch_with_medicine_ball
V	19	frog_press
V	20	hanging_knee_raise_oblique_crunch
V	21	weighted_hanging_knee_raise_oblique_crunch
V	22	hip_crossover
V	23	weighted_hip_crossover
V	24	hollow_rock
V	25	weighted_hollow_rock
V	26	incline_reverse_crunch
V	27	weighted_incline_reverse_crunch
V	28	kneeling_cable_crunch
V	29	kneeling_cross_crunch
V	30	weighted_kneeling_cross_crunch
V	31	kneeling_oblique_cable_crunch
V	32	knees_to_elbow
V	33	leg_extensions
V	34	weighted_leg_extensions
V	35	leg_levers
V	36	mcgill_curl_up
V	37	weighted_mcgill_curl_up
V	38	modified_pilates_roll_up_with_ball
V	39	weighted_modified_pilates_roll_up_with_ball
V	40	pilates_crunch
V	41	weighted_pilates_crunch
V	42	pilates_roll_up_with_ball
V	43	weighted_pilates_roll_up_with_ball
V	44	raised_legs_crunch
V	45	weighted_raised_legs_crunch
V	46	reverse_crunch
V	47	weighted_reverse_crunch
V	48	reverse_crunch_on_a_bench
V	49	weighted_reverse_crunch_on_a_bench
V	50	reverse_curl_and_lift
V	51	weighted_reverse_curl_and_lift
V	52	rotational_lift
V	53	weighted_rotational_lift
V	54	seated_alternating_reverse_crunch
V	55	weighted_seated_alternating_reverse_crunch
V	56	seated_leg_u
V	57	weighted_seated_leg_u
V	58	side_to_side_crunch_and_weave
V	59	weighted_side_to_side_crunch_and_weave
V	60	single_leg_reverse_crunch
V	61	weighted_single_leg_reverse_crunch
V	62	skater_crunch_cross
V	63	weighted_skater_crunch_cross
V	64	standing_cable_crunch
V	65	standing_side_crunch
V	66	step_climb
V	67	weighted_step_climb
V	68	swiss_ball_crunch
V	69	swiss_ball_reverse_crunch
V	70	weighted_swiss_ball_reverse_crunch
V	71	swiss_ball_russian_twist
V	72	weighted_swiss_ball_russian_twist
V	73	swiss_ball_side_crunch
V	74	weighted_swiss_ball_side_crunch
V	75	thoracic_crunches_on_foam_roller
V	76	weighted_thoracic_crunches_on_foam_roller
V	77	triceps_crunch
V	78	weighted_bicycle_crunch
V	79	weighted_crunch
V	80	weighted_swiss_ball_crunch
V	81	toes_to_bar
V	82	weighted_toes_to_bar
V	83	crunch
V	84	straight_leg_crunch_with_ball
V	86	leg_climb_crunch
T	curl_exercise_name
V	0	alternating_dumbbell_biceps_curl
V	1	alternating_dumbbell_biceps_curl_on_swiss_ball
V	2	alternating_incline_dumbbell_biceps_curl
V	3	barbell_biceps_curl
V	4	barbell_reverse_wrist_curl
V	5	barbell_wrist_curl
V	6	behind_the_back_barbell_reverse_wrist_curl
V	7	behind_the_back_one_arm_cable_curl
V	8	cable_biceps_curl
V	9	cable_hammer_curl
V	10	cheating_barbell_biceps_curl
V	11	close_grip_ez_bar_biceps_curl
V	12	cross_body_dumbbell_hammer_curl
V	13	dead_hang_biceps_curl
V	14	decline_hammer_curl
V	15	dumbbell_biceps_curl_with_static_hold
V	16	dumbbell_hammer_curl
V	17	dumbbell_reverse_wrist_curl
V	18	dumbbell_wrist_curl
V	19	ez_bar_preacher_curl
V	20	forward_bend_biceps_curl
V	21	hammer_curl_to_press
V	22	incline_dumbbell_biceps_curl
V	23	incline_offset_thumb_dumbbell_curl
V	24	kettlebell_biceps_curl
V	25	lying_concentration_cable_curl
V	26	one_arm_preacher_curl
V	27	plate_pinch_curl
V	28	preacher_curl_with_cable
V	29	reverse_ez_bar_curl
V	30	reverse_grip_wrist_curl
V	31	reverse_grip_barbell_biceps_curl
V	32	seated_alternating_dumbbell_biceps_curl
V	33	seated_dumbbell_biceps_curl
V	34	seated_reverse_dumbbell_curl
V	35	split_stance_offset_pinky_dumbbell_curl
V	36	standing_alternating_dumbbell_curls
V	37	standing_dumbbell_biceps_curl
V	38	standing_ez_bar_biceps_curl
V	39	static_curl
V	40	swiss_ball_dumbbell_overhead_triceps_extension
V	41	swiss_ball_ez_bar_preacher_curl
V	42	twisting_standing_dumbbell_biceps_curl
V	43	wide_grip_ez_bar_biceps_curl
V	44	one_arm_concentration_curl
V	45	standing_zottman_biceps_curl
V	46	dumbbell_biceps_curl
V	47	drag_curl_wheelchair
V	48	dumbbell_biceps_curl_wheelchair
V	49	bottle_curl
V	50	seated_bottle_curl
T	dankyu_grading_scale
V	0	7_kyuu
V	1	6_kyuu
V	2	5_kyuu
V	3	4_kyuu
V	4	3_kyuu
V	5	2_kyuu
V	6	1_kyuu
V	7	1_dan
V	8	2_dan
V	9	3_dan
V	10	4_dan
V	11	5_dan
T	date_mode
V	0	day_month
V	1	month_day
T	date_time
V	268435456	min
T	day_of_week
V	0	sunday
V	1	monday
V	2	tuesday
V	3	wednesday
V	4	thursday
V	5	friday
V	6	saturday
T	deadlift_exercise_name
V	0	barbell_deadlift
V	1	barbell_straight_leg_deadlift
V	2	dumbbell_deadlift
V	3	dumbbell_single_leg_deadlift_to_row
V	4	dumbbell_straight_leg_deadlift
V	5	kettlebell_floor_to_shelf
V	6	one_arm_one_leg_deadlift
V	7	rack_pull
V	8	rotational_dumbbell_straight_leg_deadlift
V	9	single_arm_deadlift
V	10	single_leg_barbell_deadlift
V	11	single_leg_barbell_straight_leg_deadlift
V	12	single_leg_deadlift_with_barbell
V	13	single_leg_rdl_circuit
V	14	single_leg_romanian_deadlift_with_dumbbell
V	15	sumo_deadlift
V	16	sumo_deadlift_high_pull
V	17	trap_bar_deadlift
V	18	wide_grip_barbell_deadlift
V	20	kettlebell_deadlift
V	21	kettlebell_sumo_deadlift
V	23	romanian_deadlift
V	24	single_leg_romanian_deadlift_circuit
V	25	straight_leg_deadlift
T	device_index
V	0	creator
T	digital_watchface_layout
V	0	traditional
V	1	modern
V	2	bold
T	display_heart
V	0	bpm
V	1	max
V	2	reserve
T	display_measure
V	0	metric
V	1	statute
V	2	nautical
T	display_orientation
V	0	auto
V	1	portrait
V	2	landscape
V	3	portrait_flipped
V	4	landscape_flipped
T	display_position
V	0	degree
V	1	degree_minute
V	2	degree_minute_second
V	3	austrian_grid
V	4	british_grid
V	5	dutch_grid
V	6	hungarian_grid
V	7	finnish_grid
V	8	german_grid
V	9	icelandic_grid
V	10	indonesian_equatorial
V	11	indonesian_irian
V	12	indonesian_southern
V	13	india_zone_0
V	14	india_zone_IA
V	15	india_zone_IB
V	16	india_zone_IIA
V	17	india_zone_IIB
V	18	india_zone_IIIA
V	19	india_zone_IIIB
V	20	india_zone_IVA
V	21	india_zone_IVB
V	22	irish_transverse
V	23	irish_grid
V	24	loran
V	25	maidenhead_grid
V	26	mgrs_grid
V	27	new_zealand_grid
V	28	new_zealand_transverse
V	29	qatar_grid
V	30	modified_swedish_grid
V	31	swedish_grid
V	32	south_african_grid
V	33	swiss_grid
V	34	taiwan_grid
V	35	united_states_grid
V	36	utm_ups_grid
V	37	west_malayan
V	38	borneo_rso
V	39	estonian_grid
V	40	latvian_grid
V	41	swedish_ref_99_grid
T	display_power
V	0	watts
V	1	percent_ftp
T	dive_alarm_type
V	0	depth
V	1	time
V	2	speed
T	dive_alert
V	0	ndl_reached
V	1	gas_switch_prompted
V	2	near_surface
V	3	approaching_ndl
V	4	po2_warn
V	5	po2_crit_high
V	6	po2_crit_low
V	7	time_alert
V	8	depth_alert
V	9	deco_ceiling_broken
V	10	deco_complete
V	11	safety_stop_broken
V	12	safety_stop_complete
V	13	cns_warning
V	14	cns_critical
V	15	otu_warning
V	16	otu_critical
V	17	ascent_critical
V	18	alert_dismissed_by_key
V	19	alert_dismissed_by_timeout
V	20	battery_low
V	21	battery_critical
V	22	safety_stop_started
V	23	approaching_first_deco_stop
V	24	setpoint_switch_auto_low
V	25	setpoint_switch_auto_high
V	26	setpoint_switch_manual_low
V	27	setpoint_switch_manual_high
V	28	auto_setpoint_switch_ignored
V	29	switched_to_open_circuit
V	30	switched_to_closed_circuit
V	32	tank_battery_low
V	33	po2_ccr_dil_low
V	34	deco_stop_cleared
V	35	apnea_neutral_buoyancy
V	36	apnea_target_depth
V	37	apnea_surface
V	38	apnea_high_speed
V	39	apnea_low_speed
T	dive_backlight_mode
V	0	at_depth
V	1	always_on
T	dive_gas_mode
V	0	open_circuit
V	1	closed_circuit_diluent
T	dive_gas_status
V	0	disabled
V	1	enabled
V	2	backup_only
T	dive_section_type
V	0	ascent
V	1	descent
V	2	hang
T	elliptical_exercise_name
V	0	elliptical
T	event
V	0	timer
V	3	workout
V	4	workout_step
V	5	power_down
V	6	power_up
V	7	off_course
V	8	session
V	9	lap
V	10	course_point
V	11	battery
V	12	virtual_partner_pace
V	13	hr_high_alert
V	14	hr_low_alert
V	15	speed_high_alert
V	16	speed_low_alert
V	17	cad_high_alert
V	18	cad_low_alert
V	19	power_high_alert
V	20	power_low_alert
V	21	recovery_hr
V	22	battery_low
V	23	time_duration_alert
V	24	distance_duration_alert
V	25	calorie_duration_alert
V	26	activity
V	27	fitness_equipment
V	28	length
V	32	user_marker
V	33	sport_point
V	36	calibration
V	42	front_gear_change
V	43	rear_gear_change
V	44	rider_position_change
V	45	elev_high_alert
V	46	elev_low_alert
V	47	comm_timeout
V	54	auto_activity_detect
V	56	dive_alert
V	57	dive_gas_switched
V	71	tank_pressure_reserve
V	72	tank_pressure_critical
V	73	tank_lost
V	75	radar_threat_alert
V	76	tank_battery_low
V	81	tank_pod_connected
V	82	tank_pod_disconnected
T	event_type
V	0	start
V	1	stop
V	2	consecutive_depreciated
V	3	marker
V	4	stop_all
V	5	begin_depreciated
V	6	end_depreciated
V	7	end_all_depreciated
V	8	stop_disable
V	9	stop_disable_all
T	ewbank_grading_scale
V	0	4
V	1	5
V	2	6
V	3	7
V	4	8
V	5	9
V	6	10
V	7	11
V	8	12
V	9	13
V	10	14
V	11	15
V	12	16
V	13	17
V	14	18
V	15	19
V	16	20
V	17	21
V	18	22
V	19	23
V	20	24
V	21	25
V	22	26
V	23	27
V	24	28
V	25	29
V	26	30
V	27	31
V	28	32
V	29	33
V	30	34
V	31	35
V	32	36
V	33	37
V	34	38
T	exd_data_units
V	0	no_units
V	1	laps
V	2	miles_per_hour
V	3	kilometers_per_hour
V	4	feet_per_hour
V	5	meters_per_hour
V	6	degrees_celsius
V	7	degrees_farenheit
V	8	zone
V	9	gear
V	10	rpm
V	11	bpm
V	12	degrees
V	13	millimeters
V	14	meters
V	15	kilometers
V	16	feet
V	17	yards
V	18	kilofeet
V	19	miles
V	20	time
V	21	enum_turn_type
V	22	percent
V	23	watts
V	24	watts_per_kilogram
V	25	enum_battery_status
V	26	enum_bike_light_beam_angle_mode
V	27	enum_bike_light_battery_status
V	28	enum_bike_light_network_config_type
V	29	lights
V	30	seconds
V	31	minutes
V	32	hours
V	33	calories
V	34	kilojoules
V	35	milliseconds
V	36	second_per_mile
V	37	second_per_kilometer
V	38	centimeter
V	39	enum_course_point
V	40	bradians
V	41	enum_sport
V	42	inches_hg
V	43	mm_hg
V	44	mbars
V	45	hecto_pascals
V	46	feet_per_min
V	47	meters_per_min
V	48	meters_per_sec
V	49	eight_cardinal
T	exd_descriptors
V	0	bike_light_battery_status
V	1	beam_angle_status
V	2	batery_level
V	3	light_network_mode
V	4	number_lights_connected
V	5	cadence
V	6	distance
V	7	estimated_time_of_arrival
V	8	heading
V	9	time
V	10	battery_level
V	11	trainer_resistance
V	12	trainer_target_power
V	13	time_seated
V	14	time_standing
V	15	elevation
V	16	grade
V	17	ascent
V	18	descent
V	19	vertical_speed
V	20	di2_battery_level
V	21	front_gear
V	22	rear_gear
V	23	gear_ratio
V	24	heart_rate
V	25	heart_rate_zone
V	26	time_in_heart_rate_zone
V	27	heart_rate_reserve
V	28	calories
V	29	gps_accuracy
V	30	gps_signal_strength
V	31	temperature
V	32	time_of_day
V	33	balance
V	34	pedal_smoothness
V	35	power
V	36	functional_threshold_power
V	37	intensity_factor
V	38	work
V	39	power_ratio
V	40	normalized_power
V	41	training_stress_Score
V	42	time_on_zone
V	43	speed
V	44	laps
V	45	reps
V	46	workout_step
V	47	course_distance
V	48	navigation_distance
V	49	course_estimated_time_of_arrival
V	50	navigation_estimated_time_of_arrival
V	51	course_time
V	52	navigation_time
V	53	course_heading
V	54	navigation_heading
V	55	power_zone
V	56	torque_effectiveness
V	57	timer_time
V	58	power_weight_ratio
V	59	left_platform_center_offset
V	60	right_platform_center_offset
V	61	left_power_phase_start_angle
V	62	right_power_phase_start_angle
V	63	left_power_phase_finish_angle
V	64	right_power_phase_finish_angle
V	65	gears
V	66	pace
V	67	training_effect
V	68	vertical_oscillation
V	69	vertical_ratio
V	70	ground_contact_time
V	71	left_ground_contact_time_balance
V	72	right_ground_contact_time_balance
V	73	stride_length
V	74	running_cadence
V	75	performance_condition
V	76	course_type
V	77	time_in_power_zone
V	78	navigation_turn
V	79	course_location
V	80	navigation_location
V	81	compass
V	82	gear_combo
V	83	muscle_oxygen
V	84	icon
V	85	compass_heading
V	86	gps_heading
V	87	gps_elevation
V	88	anaerobic_training_effect
V	89	course
V	90	off_course
V	91	glide_ratio
V	92	vertical_distance
V	93	vmg
V	94	ambient_pressure
V	95	pressure
V	96	vam
T	exd_display_type
V	0	numerical
V	1	simple
V	2	graph
V	3	bar
V	4	circle_graph
V	5	virtual_partner
V	6	balance
V	7	string_list
V	8	string
V	9	simple_dynamic_icon
V	10	gauge
T	exd_layout
V	0	full_screen
V	1	half_vertical
V	2	half_horizontal
V	3	half_vertical_right_split
V	4	half_horizontal_bottom_split
V	5	full_quarter_split
V	6	half_vertical_left_split
V	7	half_horizontal_top_split
V	8	dynamic
T	exd_qualifiers
V	0	no_qualifier
V	1	instantaneous
V	2	average
V	3	lap
V	4	maximum
V	5	maximum_average
V	6	maximum_lap
V	7	last_lap
V	8	average_lap
V	9	to_destination
V	10	to_go
V	11	to_next
V	12	next_course_point
V	13	total
V	14	three_second_average
V	15	ten_second_average
V	16	thirty_second_average
V	17	percent_maximum
V	18	percent_maximum_average
V	19	lap_percent_maximum
V	20	elapsed
V	21	sunrise
V	22	sunset
V	23	compared_to_virtual_partner
V	24	maximum_24h
V	25	minimum_24h
V	26	minimum
V	27	first
V	28	second
V	29	third
V	30	shifter
V	31	last_sport
V	32	moving
V	33	stopped
V	34	estimated_total
V	242	zone_9
V	243	zone_8
V	244	zone_7
V	245	zone_6
V	246	zone_5
V	247	zone_4
V	248	zone_3
V	249	zone_2
V	250	zone_1
T	exercise_category
V	0	bench_press
V	1	calf_raise
V	2	cardio
V	3	carry
V	4	chop
V	5	core
V	6	crunch
V	7	curl
V	8	deadlift
V	9	flye
V	10	hip_raise
V	11	hip_stability
V	12	hip_swing
V	13	hyperextension
V	14	lateral_raise
V	15	leg_curl
V	16	leg_raise
V	17	lunge
V	18	olympic_lift
V	19	plank
V	20	plyo
V	21	pull_up
V	22	push_up
V	23	row
V	24	shoulder_press
V	25	shoulder_stability
V	26	shrug
V	27	sit_up
V	28	squat
V	29	total_body
V	30	triceps_extension
V	31	warm_up
V	32	run
V	33	bike
V	34	cardio_sensors
V	35	move
V	36	pose
V	37	banded_exercises
V	38	battle_rope
V	39	elliptical
V	40	floor_climb
V	41	indoor_bike
V	42	indoor_row
V	43	ladder
V	44	sandbag
V	45	sled
V	46	sledge_hammer
V	47	stair_stepper
V	49	suspension
V	50	tire
V	52	run_indoor
V	53	bike_outdoor
V	65534	unknown
T	favero_product
V	10	assioma_uno
V	12	assioma_duo
T	file
V	1	device
V	2	settings
V	3	sport
V	4	activity
V	5	workout
V	6	course
V	7	schedules
V	9	weight
V	10	totals
V	11	goals
V	14	blood_pressure
V	15	monitoring_a
V	20	activity_summary
V	28	monitoring_daily
V	32	monitoring_b
V	34	segment
V	35	segment_list
V	40	exd_configuration
V	247	mfg_range_min
V	254	mfg_range_max
T	file_flags
V	2	read
V	4	write
V	8	erase
T	fit_base_type
V	0	enum
V	1	sint8
V	2	uint8
V	7	string
V	10	uint8z
V	13	byte
V	131	sint16
V	132	uint16
V	133	sint32
V	134	uint32
V	136	float32
V	137	float64
V	139	uint16z
V	140	uint32z
V	142	sint64
V	143	uint64
V	144	uint64z
T	fit_base_unit
V	0	other
V	1	kilogram
V	2	pound
T	fitness_equipment_state
V	0	ready
V	1	in_use
V	2	paused
V	3	unknown
T	floor_climb_exercise_name
V	0	floor_climb
T	flye_exercise_name
V	0	cable_crossover
V	1	decline_dumbbell_flye
V	2	dumbbell_flye
V	3	incline_dumbbell_flye
V	4	kettlebell_flye
V	5	kneeling_rear_flye
V	6	single_arm_standing_cable_reverse_flye
V	7	swiss_ball_dumbbell_flye
V	8	arm_rotations
V	9	hug_a_tree
V	10	face_down_incline_reverse_flye
V	11	incline_reverse_flye
V	12	rear_delt_fly_wheelchair
T	font_grading_scale
V	0	1
V	1	2
V	2	3
V	3	4
V	4	4_plus
V	5	5
V	6	5_plus
V	7	6a
V	8	6a_plus
V	9	6b
V	10	6b_plus
V	11	6c
V	12	6c_plus
V	13	7a
V	14	7a_plus
V	15	7b
V	16	7b_plus
V	17	7c
V	18	7c_plus
V	19	8a
V	20	8a_plus
V	21	8b
V	22	8b_plus
V	23	8c
V	24	8c_plus
V	25	9a
T	french_grading_scale
V	0	1
V	1	2
V	2	3
V	3	4a
V	4	4b
V	5	4c
V	6	5a
V	7	5b
V	8	5c
V	9	6a
V	10	6a_plus
V	11	6b
V	12	6b_plus
V	13	6c
V	14	6c_plus
V	15	7a
V	16	7a_plus
V	17	7b
V	18	7b_plus
V	19	7c
V	20	7c_plus
V	21	8a
V	22	8a_plus
V	23	8b
V	24	8b_plus
V	25	8c
V	26	8c_plus
V	27	9a
V	28	9a_plus
V	29	9b
T	garmin_product
V	1	hrm1
V	2	axh01
V	3	axb01
V	4	axb02
V	5	hrm2ss
V	6	dsi_alf02
V	7	hrm3ss
V	8	hrm_run_single_byte_product_id
V	9	bsm
V	10	bcm
V	11	axs01
V	12	hrm_tri_single_byte_product_id
V	13	hrm4_run_single_byte_product_id
V	14	fr225_single_byte_product_id
V	15	gen3_bsm_single_byte_product_id
V	16	gen3_bcm_single_byte_product_id
V	22	hrm_fit_single_byte_product_id
V	255	OHR
V	473	fr301_china
V	474	fr301_japan
V	475	fr301_korea
V	494	fr301_taiwan
V	717	fr405
V	782	fr50
V	987	fr405_japan
V	988	fr60
V	1011	dsi_alf01
V	1018	fr310xt
V	1036	edge500
V	1124	fr110
V	1169	edge800
V	1199	edge500_taiwan
V	1213	edge500_japan
V	1253	chirp
V	1274	fr110_japan
V	1325	edge200
V	1328	fr910xt
V	1333	edge800_taiwan
V	1334	edge800_japan
V	1341	alf04
V	1345	fr610
V	1360	fr210_japan
V	1380	vector_ss
V	1381	vector_cp
V	1386	edge800_china
V	1387	edge500_china
V	1405	approach_g10
V	1410	fr610_japan
V	1422	edge500_korea
V	1436	fr70
V	1446	fr310xt_4t
V	1461	amx
V	1482	fr10
V	1497	edge800_korea
V	1499	swim
V	1537	fr910xt_china
V	1551	fenix
V	1555	edge200_taiwan
V	1561	edge510
V	1567	edge810
V	1570	tempe
V	1600	fr910xt_japan
V	1623	fr620
V	1632	fr220
V	1664	fr910xt_korea
V	1688	fr10_japan
V	1721	edge810_japan
V	1735	virb_elite
V	1736	edge_touring
V	1742	edge510_japan
V	1743	hrm_tri
V	1752	hrm_run
V	1765	fr920xt
V	1821	edge510_asia
V	1822	edge810_china
V	1823	edge810_taiwan
V	1836	edge1000
V	1837	vivo_fit
V	1853	virb_remote
V	1885	vivo_ki
V	1903	fr15
V	1907	vivo_active
V	1918	edge510_korea
V	1928	fr620_japan
V	1929	fr620_china
V	1930	fr220_japan
V	1931	fr220_china
V	1936	approach_s6
V	1956	vivo_smart
V	1967	fenix2
V	1988	epix
V	2050	fenix3
V	2052	edge1000_taiwan
V	2053	edge1000_japan
V	2061	fr15_japan
V	2067	edge520
V	2070	edge1000_china
V	2072	fr620_russia
V	2073	fr220_russia
V	2079	vector_s
V	2100	edge1000_korea
V	2130	fr920xt_taiwan
V	2131	fr920xt_china
V	2132	fr920xt_japan
V	2134	virbx
V	2135	vivo_smart_apac
V	2140	etrex_touch
V	2147	edge25
V	2148	fr25
V	2150	vivo_fit2
V	2153	fr225
V	2156	fr630
V	2157	fr230
V	2158	fr735xt
V	2160	vivo_active_apac
V	2161	vector_2
V	2162	vector_2s
V	2172	virbxe
V	2173	fr620_taiwan
V	2174	fr220_taiwan
V	2175	truswing
V	2187	d2airvenu
V	2188	fenix3_china
V	2189	fenix3_twn
V	2192	varia_headlight
V	2193	varia_taillight_old
V	2204	edge_explore_1000
V	2219	fr225_asia
V	2225	varia_radar_taillight
V	2226	varia_radar_display
V	2238	edge20
V	2260	edge520_asia
V	2261	edge520_japan
V	2262	d2_bravo
V	2266	approach_s20
V	2271	vivo_smart2
V	2274	edge1000_thai
V	2276	varia_remote
V	2288	edge25_asia
V	2289	edge25_jpn
V	2290	edge20_asia
V	2292	approach_x40
V	2293	fenix3_japan
V	2294	vivo_smart_emea
V	2310	fr630_asia
V	2311	fr630_jpn
V	2313	fr230_jpn
V	2327	hrm4_run
V	2332	epix_japan
V	2337	vivo_active_hr
V	2347	vivo_smart_gps_hr
V	2348	vivo_smart_hr
V	2361	vivo_smart_hr_asia
V	2362	vivo_smart_gps_hr_asia
V	2368	vivo_move
V	2379	varia_taillight
V	2396	fr235_asia
V	2397	fr235_japan
V	2398	varia_vision
V	2406	vivo_fit3
V	2407	fenix3_korea
V	2408	fenix3_sea
V	2413	fenix3_hr
V	2417	virb_ultra_30
V	2429	index_smart_scale
V	2431	fr235
V	2432	fenix3_chronos
V	2441	oregon7xx
V	2444	rino7xx
V	2457	epix_korea
V	2473	fenix3_hr_chn
V	2474	fenix3_hr_twn
V	2475	fenix3_hr_jpn
V	2476	fenix3_hr_sea
V	2477	fenix3_hr_kor
V	2496	nautix
V	2497	vivo_active_hr_apac
V	2503	fr35
V	2512	oregon7xx_ww
V	2530	edge_820
V	2531	edge_explore_820
V	2533	fr735xt_apac
V	2534	fr735xt_japan
V	2544	fenix5s
V	2547	d2_bravo_titanium
V	2567	varia_ut800
V	2593	running_dynamics_pod
V	2599	edge_820_china
V	2600	edge_820_japan
V	2604	fenix5x
V	2606	vivo_fit_jr
V	2622	vivo_smart3
V	2623	vivo_sport
V	2628	edge_820_taiwan
V	2629	edge_820_korea
V	2630	edge_820_sea
V	2650	fr35_hebrew
V	2656	approach_s60
V	2667	fr35_apac
V	2668	fr35_japan
V	2675	fenix3_chronos_asia
V	2687	virb_360
V	2691	fr935
V	2697	fenix5
V	2700	vivoactive3
V	2713	edge_1030
V	2727	fr35_sea
V	2733	fr235_china_nfc
V	2769	foretrex_601_701
V	2772	vivo_move_hr
V	2787	vector_3
V	2796	fenix5_asia
V	2797	fenix5s_asia
V	2798	fenix5x_asia
V	2806	approach_z80
V	2814	fr35_korea
V	2819	d2charlie
V	2831	vivo_smart3_apac
V	2832	vivo_sport_apac
V	2833	fr935_asia
V	2859	descent
V	2878	vivo_fit4
V	2886	fr645
V	2888	fr645m
V	2891	fr30
V	2900	fenix5s_plus
V	2909	Edge_130
V	2924	edge_1030_asia
V	2927	vivosmart_4
V	2945	vivo_move_hr_asia
V	2962	approach_x10
V	2977	fr30_asia
V	2988	vivoactive3m_w
V	3003	fr645_asia
V	3004	fr645m_asia
V	3011	edge_explore
V	3028	gpsmap66
V	3049	approach_s10
V	3066	vivoactive3m_l
V	3076	fr245
V	3077	fr245_music
V	3085	approach_g80
V	3092	edge_130_asia
V	3095	edge_1030_bontrager
V	3110	fenix5_plus
V	3111	fenix5x_plus
V	3112	edge_520_plus
V	3113	fr945
V	3121	edge_530
V	3122	edge_830
V	3126	instinct_esports
V	3134	fenix5s_plus_apac
V	3135	fenix5x_plus_apac
V	3142	edge_520_plus_apac
V	3143	descent_t1
V	3144	fr235l_asia
V	3145	fr245_asia
V	3163	vivo_active3m_apac
V	3192	gen3_bsm
V	3193	gen3_bcm
V	3218	vivo_smart4_asia
V	3224	vivoactive4_small
V	3225	vivoactive4_large
V	3226	venu
V	3246	marq_driver
V	3247	marq_aviator
V	3248	marq_captain
V	3249	marq_commander
V	3250	marq_expedition
V	3251	marq_athlete
V	3258	descent_mk2
V	3282	fr45
V	3284	gpsmap66i
V	3287	fenix6S_sport
V	3288	fenix6S
V	3289	fenix6_sport
V	3290	fenix6
V	3291	fenix6x
V	3299	hrm_dual
V	3300	hrm_pro
V	3308	vivo_move3_premium
V	3314	approach_s40
V	3321	fr245m_asia
V	3349	edge_530_apac
V	3350	edge_830_apac
V	3378	vivo_move3
V	3387	vivo_active4_small_asia
V	3388	vivo_active4_large_asia
V	3389	vivo_active4_oled_asia
V	3405	swim2
V	3420	marq_driver_asia
V	3421	marq_aviator_asia
V	3422	vivo_move3_asia
V	3441	fr945_asia
V	3446	vivo_active3t_chn
V	3448	marq_captain_asia
V	3449	marq_commander_asia
V	3450	marq_expedition_asia
V	3451	marq_athlete_asia
V	3461	index_smart_scale_2
V	3466	instinct_solar
V	3469	fr45_asia
V	3473	vivoactive3_daimler
V	3498	legacy_rey
V	3499	legacy_darth_vader
V	3500	legacy_captain_marvel
V	3501	legacy_first_avenger
V	3512	fenix6s_sport_asia
V	3513	fenix6s_asia
V	3514	fenix6_sport_asia
V	3515	fenix6_asia
V	3516	fenix6x_asia
V	3535	legacy_captain_marvel_asia
V	3536	legacy_first_avenger_asia
V	3537	legacy_rey_asia
V	3538	legacy_darth_vader_asia
V	3542	descent_mk2s
V	3558	edge_130_plus
V	3570	edge_1030_plus
V	3578	rally_200
V	3589	fr745
V	3596	venusq_music
V	3599	venusq_music_v2
V	3600	venusq
V	3615	lily
V	3624	marq_adventurer
V	3638	enduro
V	3639	swim2_apac
V	3648	marq_adventurer_asia
V	3652	fr945_lte
V	3702	descent_mk2_asia
V	3703	venu2
V	3704	venu2s
V	3737	venu_daimler_asia
V	3739	marq_golfer
V	3740	venu_daimler
V	3794	fr745_asia
V	3808	varia_rct715
V	3809	lily_asia
V	3812	edge_1030_plus_asia
V	3813	edge_130_plus_asia
V	3823	approach_s12
V	3837	venusq_asia
V	3843	edge_1040
V	3850	marq_golfer_asia
V	3851	venu2_plus
V	3865	gnss
V	3869	fr55
V	3872	enduro_asia
V	3888	instinct_2
V	3889	instinct_2s
V	3905	fenix7s
V	3906	fenix7
V	3907	fenix7x
V	3908	fenix7s_apac
V	3909	fenix7_apac
V	3910	fenix7x_apac
V	3927	approach_g12
V	3930	descent_mk2s_asia
V	3934	approach_s42
V	3943	epix_gen2
V	3944	epix_gen2_apac
V	3949	venu2s_asia
V	3950	venu2_asia
V	3978	fr945_lte_asia
V	3982	vivo_move_sport
V	3983	vivomove_trend
V	3986	approach_S12_asia
V	3990	fr255_music
V	3991	fr255_small_music
V	3992	fr255
V	3993	fr255_small
V	4001	approach_g12_asia
V	4002	approach_s42_asia
V	4005	descent_g1
V	4017	venu2_plus_asia
V	4024	fr955
V	4033	fr55_asia
V	4061	edge_540
V	4062	edge_840
V	4063	vivosmart_5
V	4071	instinct_2_asia
V	4105	marq_gen2
V	4115	venusq2
V	4116	venusq2music
V	4124	marq_gen2_aviator
V	4125	d2_air_x10
V	4130	hrm_pro_plus
V	4132	descent_g1_asia
V	4135	tactix7
V	4155	instinct_crossover
V	4169	edge_explore2
V	4222	descent_mk3
V	4223	descent_mk3i
V	4233	approach_s70
V	4257	fr265_large
V	4258	fr265_small
V	4260	venu3
V	4261	venu3s
V	4265	tacx_neo_smart
V	4266	tacx_neo2_smart
V	4267	tacx_neo2_t_smart
V	4268	tacx_neo_smart_bike
V	4269	tacx_satori_smart
V	4270	tacx_flow_smart
V	4271	tacx_vortex_smart
V	4272	tacx_bushido_smart
V	4273	tacx_genius_smart
V	4274	tacx_flux_flux_s_smart
V	4275	tacx_flux2_smart
V	4276	tacx_magnum
V	4305	edge_1040_asia
V	4312	epix_gen2_pro_42
V	4313	epix_gen2_pro_47
V	4314	epix_gen2_pro_51
V	4315	fr965
V	4341	enduro2
V	4374	fenix7s_pro_solar
V	4375	fenix7_pro_solar
V	4376	fenix7x_pro_solar
V	4380	lily2
V	4394	instinct_2x
V	4426	vivoactive5
V	4432	fr165
V	4433	fr165_music
V	4440	edge_1050
V	4442	descent_t2
V	4446	hrm_fit
V	4472	marq_gen2_commander
V	4477	lily_athlete
V	4525	rally_x10
V	4532	fenix8_solar
V	4533	fenix8_solar_large
V	4534	fenix8_small
V	4536	fenix8
V	4556	d2_mach1_pro
V	4565	fr970
V	4570	fr570_large
V	4574	fr570_small
V	4575	enduro3
V	4583	instinctE_40mm
V	4584	instinctE_45mm
V	4585	instinct3_solar_45mm
V	4586	instinct3_amoled_45mm
V	4587	instinct3_amoled_50mm
V	4588	descent_g2
V	4595	fenix7_pro_solar_no_wifi
V	4603	venu_x1
V	4606	hrm_200
V	4625	vivoactive6
V	4631	fenix8_pro
V	4633	edge_550
V	4634	edge_850
V	4643	venu4
V	4644	venu4s
V	4647	approachS44
V	4655	edge_mtb
V	4656	approachS50
V	4666	fenix_e
V	4678	instinct_crossover_amoled
V	4745	bounce2
V	4759	instinct3_solar_50mm
V	4775	tactix8_amoled
V	4776	tactix8_solar
V	4814	fr170_music
V	4815	fr170
V	4825	approach_j1
V	4874	approach_s72_43mm
V	4875	approach_s72_47mm
V	4879	d2_mach2
V	4916	fr70_2026
V	4944	d2_air_x15
V	4952	fenix9_pro_43mm
V	4953	fenix9_pro_47mm
V	4954	fenix9_pro_51mm
V	4955	fenix9_pro_solar_47mm
V	4956	fenix9_pro_solar_51mm
V	5019	cirqa_smart_band
V	5056	d2_mach2_pro
V	5133	fenix9_43mm
V	5134	fenix9
V	5169	enduro4
V	10007	sdm4
V	10014	edge_remote
V	20119	training_center
V	20533	tacx_training_app_win
V	20534	tacx_training_app_mac
V	20565	tacx_training_app_mac_catalyst
V	30045	tacx_training_app_android
V	30046	tacx_training_app_ios
V	30047	tacx_training_app_legacy
V	30059	training_peaks_virtual_ios
V	30060	training_peaks_virtual_android
V	30061	training_peaks_virtual_windows
V	30062	training_peaks_virtual_mac_os
V	30063	training_peaks_virtual_apple_tv
V	65531	connectiq_simulator
V	65532	android_antplus_plugin
V	65534	connect
T	gas_consumption_rate_type
V	0	pressure_sac
V	1	volume_sac
V	2	rmv
T	gender
V	0	female
V	1	male
T	goal
V	0	time
V	1	distance
V	2	calories
V	3	frequency
V	4	steps
V	5	ascent
V	6	active_minutes
T	goal_recurrence
V	0	off
V	1	daily
V	2	weekly
V	3	monthly
V	4	yearly
V	5	custom
T	goal_source
V	0	auto
V	1	community
V	2	user
T	hip_raise_exercise_name
V	0	barbell_hip_thrust_on_floor
V	1	barbell_hip_thrust_with_bench
V	2	bent_knee_swiss_ball_reverse_hip_raise
V	3	weighted_bent_knee_swiss_ball_reverse_hip_raise
V	4	bridge_with_leg_extension
V	5	weighted_bridge_with_leg_extension
V	6	clam_bridge
V	7	front_kick_tabletop
V	8	weighted_front_kick_tabletop
V	9	hip_extension_and_cross
V	10	weighted_hip_extension_and_cross
V	11	hip_raise
V	12	weighted_hip_raise
V	13	hip_raise_with_feet_on_swiss_ball
V	14	weighted_hip_raise_with_feet_on_swiss_ball
V	15	hip_raise_with_head_on_bosu_ball
V	16	weighted_hip_raise_with_head_on_bosu_ball
V	17	hip_raise_with_head_on_swiss_ball
V	18	weighted_hip_raise_with_head_on_swiss_ball
V	19	hip_raise_with_knee_squeeze
V	20	weighted_hip_raise_with_knee_squeeze
V	21	incline_rear_leg_extension
V	22	weighted_incline_rear_leg_extension
V	23	kettlebell_swing
V	24	marching_hip_raise
V	25	weighted_marching_hip_raise
V	26	marching_hip_raise_with_feet_on_a_swiss_ball
V	27	weighted_marching_hip_raise_with_feet_on_a_swiss_ball
V	28	reverse_hip_raise
V	29	weighted_reverse_hip_raise
V	30	single_leg_hip_raise
V	31	weighted_single_leg_hip_raise
V	32	single_leg_hip_raise_with_foot_on_bench
V	33	weighted_single_leg_hip_raise_with_foot_on_bench
V	34	single_leg_hip_raise_with_foot_on_bosu_ball
V	35	weighted_single_leg_hip_raise_with_foot_on_bosu_ball
V	36	single_leg_hip_raise_with_foot_on_foam_roller
V	37	weighted_single_leg_hip_raise_with_foot_on_foam_roller
V	38	single_leg_hip_raise_with_foot_on_medicine_ball
V	39	weighted_single_leg_hip_raise_with_foot_on_medicine_ball
V	40	single_leg_hip_raise_with_head_on_bosu_ball
V	41	weighted_single_leg_hip_raise_with_head_on_bosu_ball
V	42	weighted_clam_bridge
V	43	single_leg_swiss_ball_hip_raise_and_leg_curl
V	44	clams
V	45	inner_thigh_circles
V	46	inner_thigh_side_lift
V	47	leg_circles
V	48	leg_lift
V	49	leg_lift_in_external_rotation
T	hip_stability_exercise_name
V	0	band_side_lying_leg_raise
V	1	dead_bug
V	2	weighted_dead_bug
V	3	external_hip_raise
V	4	weighted_external_hip_raise
V	5	fire_hydrant_kicks
V	6	weighted_fire_hydrant_kicks
V	7	hip_circles
V	8	weighted_hip_circles
V	9	inner_thigh_lift
V	10	weighted_inner_thigh_lift
V	11	lateral_walks_with_band_at_ankles
V	12	pretzel_side_kick
V	13	weighted_pretzel_side_kick
V	14	prone_hip_internal_rotation
V	15	weighted_prone_hip_internal_rotation
V	16	quadruped
V	17	quadruped_hip_extension
V	18	weighted_quadruped_hip_extension
V	19	quadruped_with_leg_lift
V	20	weighted_quadruped_with_leg_lift
V	21	side_lying_leg_raise
V	22	weighted_side_lying_leg_raise
V	23	sliding_hip_adduction
V	24	weighted_sliding_hip_adduction
V	25	standing_adduction
V	26	weighted_standing_adduction
V	27	standing_cable_hip_abduction
V	28	standing_hip_abduction
V	29	weighted_standing_hip_abduction
V	30	standing_rear_leg_raise
V	31	weighted_standing_rear_leg_raise
V	32	supine_hip_internal_rotation
V	33	weighted_supine_hip_internal_rotation
V	34	lying_abduction_stretch
T	hip_swing_exercise_name
V	0	single_arm_kettlebell_swing
V	1	single_arm_dumbbell_swing
V	2	step_out_swing
V	3	one_arm_swing
T	hr_type
V	0	normal
V	1	irregular
T	hr_zone_calc
V	0	custom
V	1	percent_max_hr
V	2	percent_hrr
V	3	percent_lthr
T	hrv_status
V	0	none
V	1	poor
V	2	low
V	3	unbalanced
V	4	balanced
T	hyperextension_exercise_name
V	0	back_extension_with_opposite_arm_and_leg_reach
V	1	weighted_back_extension_with_opposite_arm_and_leg_reach
V	2	base_rotations
V	3	weighted_base_rotations
V	4	bent_knee_reverse_hyperextension
V	5	weighted_bent_knee_reverse_hyperextension
V	6	hollow_hold_and_roll
V	7	weighted_hollow_hold_and_roll
V	8	kicks
V	9	weighted_kicks
V	10	knee_raises
V	11	weighted_knee_raises
V	12	kneeling_superman
V	13	weighted_kneeling_superman
V	14	lat_pull_down_with_row
V	15	medicine_ball_deadlift_to_reach
V	16	one_arm_one_leg_row
V	17	one_arm_row_with_band
V	18	overhead_lunge_with_medicine_ball
V	19	plank_knee_tucks
V	20	weighted_plank_knee_tucks
V	21	side_step
V	22	weighted_side_step
V	23	single_leg_back_extension
V	24	weighted_single_leg_back_extension
V	25	spine_extension
V	26	weighted_spine_extension
V	27	static_back_extension
V	28	weighted_static_back_extension
V	29	superman_from_floor
V	30	weighted_superman_from_floor
V	31	swiss_ball_back_extension
V	32	weighted_swiss_ball_back_extension
V	33	swiss_ball_hyperextension
V	34	weighted_swiss_ball_hyperextension
V	35	swiss_ball_opposite_arm_and_leg_lift
V	36	weighted_swiss_ball_opposite_arm_and_leg_lift
V	37	superman_on_swiss_ball
V	38	cobra
V	39	supine_floor_barre
T	indoor_bike_exercise_name
V	0	air_bike
V	1	assault_bike
V	3	stationary_bike
T	indoor_row_exercise_name
V	0	rowing_machine
T	intensity
V	0	active
V	1	rest
V	2	warmup
V	3	cooldown
V	4	recovery
V	5	interval
V	6	other
T	ladder_exercise_name
V	0	agility
V	1	speed
T	language
V	0	english
V	1	french
V	2	italian
V	3	german
V	4	spanish
V	5	croatian
V	6	czech
V	7	danish
V	8	dutch
V	9	finnish
V	10	greek
V	11	hungarian
V	12	norwegian
V	13	polish
V	14	portuguese
V	15	slovakian
V	16	slovenian
V	17	swedish
V	18	russian
V	19	turkish
V	20	latvian
V	21	ukrainian
V	22	arabic
V	23	farsi
V	24	bulgarian
V	25	romanian
V	26	chinese
V	27	japanese
V	28	korean
V	29	taiwanese
V	30	thai
V	31	hebrew
V	32	brazilian_portuguese
V	33	indonesian
V	34	malaysian
V	35	vietnamese
V	36	burmese
V	37	mongolian
V	254	custom
T	language_bits_0
V	1	english
V	2	french
V	4	italian
V	8	german
V	16	spanish
V	32	croatian
V	64	czech
V	128	danish
T	language_bits_1
V	1	dutch
V	2	finnish
V	4	greek
V	8	hungarian
V	16	norwegian
V	32	polish
V	64	portuguese
V	128	slovakian
T	language_bits_2
V	1	slovenian
V	2	swedish
V	4	russian
V	8	turkish
V	16	latvian
V	32	ukrainian
V	64	arabic
V	128	farsi
T	language_bits_3
V	1	bulgarian
V	2	romanian
V	4	chinese
V	8	japanese
V	16	korean
V	32	taiwanese
V	64	thai
V	128	hebrew
T	language_bits_4
V	1	brazilian_portuguese
V	2	indonesian
V	4	malaysian
V	8	vietnamese
V	16	burmese
V	32	mongolian
T	lap_trigger
V	0	manual
V	1	time
V	2	distance
V	3	position_start
V	4	position_lap
V	5	position_waypoint
V	6	position_marked
V	7	session_end
V	8	fitness_equipment
T	lateral_raise_exercise_name
V	0	45_degree_cable_external_rotation
V	1	alternating_lateral_raise_with_static_hold
V	2	bar_muscle_up
V	3	bent_over_lateral_raise
V	4	cable_diagonal_raise
V	5	cable_front_raise
V	6	calorie_row
V	7	combo_shoulder_raise
V	8	dumbbell_diagonal_raise
V	9	dumbbell_v_raise
V	10	front_raise
V	11	leaning_dumbbell_lateral_raise
V	12	lying_dumbbell_raise
V	13	muscle_up
V	14	one_arm_cable_lateral_raise
V	15	overhand_grip_rear_lateral_raise
V	16	plate_raises
V	17	ring_dip
V	18	weighted_ring_dip
V	19	ring_muscle_up
V	20	weighted_ring_muscle_up
V	21	rope_climb
V	22	weighted_rope_climb
V	23	scaption
V	24	seated_lateral_raise
V	25	seated_rear_lateral_raise
V	26	side_lying_lateral_raise
V	27	standing_lift
V	28	suspended_row
V	29	underhand_grip_rear_lateral_raise
V	30	wall_slide
V	31	weighted_wall_slide
V	32	arm_circles
V	33	shaving_the_head
V	34	dumbbell_lateral_raise
V	36	ring_dip_kipping
V	37	wall_walk
V	38	dumbbell_front_raise_wheelchair
V	39	dumbbell_lateral_raise_wheelchair
V	40	pole_double_arm_overhead_and_forward_wheelchair
V	41	pole_straight_arm_overhead_wheelchair
T	left_right_balance
V	127	mask
V	128	right
T	left_right_balance_100
V	16383	mask
V	32768	right
T	leg_curl_exercise_name
V	0	leg_curl
V	1	weighted_leg_curl
V	2	good_morning
V	3	seated_barbell_good_morning
V	4	single_leg_barbell_good_morning
V	5	single_leg_sliding_leg_curl
V	6	sliding_leg_curl
V	7	split_barbell_good_morning
V	8	split_stance_extension
V	9	staggered_stance_good_morning
V	10	swiss_ball_hip_raise_and_leg_curl
V	11	zercher_good_morning
V	12	band_good_morning
V	13	bar_good_morning
T	leg_raise_exercise_name
V	0	hanging_knee_raise
V	1	hanging_leg_raise
V	2	weighted_hanging_leg_raise
V	3	hanging_single_leg_raise
V	4	weighted_hanging_single_leg_raise
V	5	kettlebell_leg_raises
V	6	leg_lowering_drill
V	7	weighted_leg_lowering_drill
V	8	lying_straight_leg_raise
V	9	weighted_lying_straight_leg_raise
V	10	medicine_ball_leg_drops
V	11	quadruped_leg_raise
V	12	weighted_quadruped_leg_raise
V	13	reverse_leg_raise
V	14	weighted_reverse_leg_raise
V	15	reverse_leg_raise_on_swiss_ball
V	16	weighted_reverse_leg_raise_on_swiss_ball
V	17	single_leg_lowering_drill
V	18	weighted_single_leg_lowering_drill
V	19	weighted_hanging_knee_raise
V	20	lateral_stepover
V	21	weighted_lateral_stepover
T	length_type
V	0	idle
V	1	active
T	local_date_time
V	268435456	min
T	local_device_type
V	0	gps
V	1	glonass
V	2	gps_glonass
V	3	accelerometer
V	4	barometer
V	5	temperature
V	10	whr
V	12	sensor_hub
T	localtime_into_day
T	lunge_exercise_name
V	0	overhead_lunge
V	1	lunge_matrix
V	2	weighted_lunge_matrix
V	3	alternating_barbell_forward_lunge
V	4	alternating_dumbbell_lunge_with_reach
V	5	back_foot_elevated_dumbbell_split_squat
V	6	barbell_box_lunge
V	7	barbell_bulgarian_split_squat
V	8	barbell_crossover_lunge
V	9	barbell_front_split_squat
V	10	barbell_lunge
V	11	barbell_reverse_lunge
V	12	barbell_side_lunge
V	13	barbell_split_squat
V	14	core_control_rear_lunge
V	15	diagonal_lunge
V	16	drop_lunge
V	17	dumbbell_box_lunge
V	18	dumbbell_bulgarian_split_squat
V	19	dumbbell_crossover_lunge
V	20	dumbbell_diagonal_lunge
V	21	dumbbell_lunge
V	22	dumbbell_lunge_and_rotation
V	23	dumbbell_overhead_bulgarian_split_squat
V	24	dumbbell_reverse_lunge_to_high_knee_and_press
V	25	dumbbell_side_lunge
V	26	elevated_front_foot_barbell_split_squat
V	27	front_foot_elevated_dumbbell_split_squat
V	28	gunslinger_lunge
V	29	lawnmower_lunge
V	30	low_lunge_with_isometric_adduction
V	31	low_side_to_side_lunge
V	32	lunge
V	33	weighted_lunge
V	34	lunge_with_arm_reach
V	35	lunge_with_diagonal_reach
V	36	lunge_with_side_bend
V	37	offset_dumbbell_lunge
V	38	offset_dumbbell_reverse_lunge
V	39	overhead_bulgarian_split_squat
V	40	overhead_dumbbell_reverse_lunge
V	41	overhead_dumbbell_split_squat
V	42	overhead_lunge_with_rotation
V	43	reverse_barbell_box_lunge
V	44	reverse_box_lunge
V	45	reverse_dumbbell_box_lunge
V	46	reverse_dumbbell_crossover_lunge
V	47	reverse_dumbbell_diagonal_lunge
V	48	reverse_lunge_with_reach_back
V	49	weighted_reverse_lunge_with_reach_back
V	50	reverse_lunge_with_twist_and_overhead_reach
V	51	weighted_reverse_lunge_with_twist_and_overhead_reach
V	52	reverse_sliding_box_lunge
V	53	weighted_reverse_sliding_box_lunge
V	54	reverse_sliding_lunge
V	55	weighted_reverse_sliding_lunge
V	56	runners_lunge_to_balance
V	57	weighted_runners_lunge_to_balance
V	58	shifting_side_lunge
V	59	side_and_crossover_lunge
V	60	weighted_side_and_crossover_lunge
V	61	side_lunge
V	62	weighted_side_lunge
V	63	side_lunge_and_press
V	64	side_lunge_jump_off
V	65	side_lunge_sweep
V	66	weighted_side_lunge_sweep
V	67	side_lunge_to_crossover_tap
V	68	weighted_side_lunge_to_crossover_tap
V	69	side_to_side_lunge_chops
V	70	weighted_side_to_side_lunge_chops
V	71	siff_jump_lunge
V	72	weighted_siff_jump_lunge
V	73	single_arm_reverse_lunge_and_press
V	74	sliding_lateral_lunge
V	75	weighted_sliding_lateral_lunge
V	76	walking_barbell_lunge
V	77	walking_dumbbell_lunge
V	78	walking_lunge
V	79	weighted_walking_lunge
V	80	wide_grip_overhead_barbell_split_squat
V	81	alternating_dumbbell_lunge
V	82	dumbbell_reverse_lunge
V	83	overhead_dumbbell_lunge
V	84	scissor_power_switch
V	85	dumbbell_overhead_walking_lunge
V	86	curtsy_lunge
V	87	weighted_curtsy_lunge
V	88	weighted_shifting_side_lunge
V	89	weighted_side_lunge_and_press
V	90	weighted_side_lunge_jump_off
T	manufacturer
V	1	garmin
V	2	garmin_fr405_antfs
V	3	zephyr
V	4	dayton
V	5	idt
V	6	srm
V	7	quarq
V	8	ibike
V	9	saris
V	10	spark_hk
V	11	tanita
V	12	echowell
V	13	dynastream_oem
V	14	nautilus
V	15	dynastream
V	16	timex
V	17	metrigear
V	18	xelic
V	19	beurer
V	20	cardiosport
V	21	a_and_d
V	22	hmm
V	23	suunto
V	24	thita_elektronik
V	25	gpulse
V	26	clean_mobile
V	27	pedal_brain
V	28	peaksware
V	29	saxonar
V	30	lemond_fitness
V	31	dexcom
V	32	wahoo_fitness
V	33	octane_fitness
V	34	archinoetics
V	35	the_hurt_box
V	36	citizen_systems
V	37	magellan
V	38	osynce
V	39	holux
V	40	concept2
V	41	shimano
V	42	one_giant_leap
V	43	ace_sensor
V	44	brim_brothers
V	45	xplova
V	46	perception_digital
V	47	bf1systems
V	48	pioneer
V	49	spantec
V	50	metalogics
V	51	4iiiis
V	52	seiko_epson
V	53	seiko_epson_oem
V	54	ifor_powell
V	55	maxwell_guider
V	56	star_trac
V	57	breakaway
V	58	alatech_technology_ltd
V	59	mio_technology_europe
V	60	rotor
V	61	geonaute
V	62	id_bike
V	63	specialized
V	64	wtek
V	65	physical_enterprises
V	66	north_pole_engineering
V	67	bkool
V	68	cateye
V	69	stages_cycling
V	70	sigmasport
V	71	tomtom
V	72	peripedal
V	73	wattbike
V	76	moxy
V	77	ciclosport
V	78	powerbahn
V	79	acorn_projects_aps
V	80	lifebeam
V	81	bontrager
V	82	wellgo
V	83	scosche
V	84	magura
V	85	woodway
V	86	elite
V	87	nielsen_kellerman
V	88	dk_city
V	89	tacx
V	90	direction_technology
V	91	magtonic
V	92	1partcarbon
V	93	inside_ride_technologies
V	94	sound_of_motion
V	95	stryd
V	96	icg
V	97	MiPulse
V	98	bsx_athletics
V	99	look
V	100	campagnolo_srl
V	101	body_bike_smart
V	102	praxisworks
V	103	limits_technology
V	104	topaction_technology
V	105	cosinuss
V	106	fitcare
V	107	magene
V	108	giant_manufacturing_co
V	109	tigrasport
V	110	salutron
V	111	technogym
V	112	bryton_sensors
V	113	latitude_limited
V	114	soaring_technology
V	115	igpsport
V	116	thinkrider
V	117	gopher_sport
V	118	waterrower
V	119	orangetheory
V	120	inpeak
V	121	kinetic
V	122	johnson_health_tech
V	123	polar_electro
V	124	seesense
V	125	nci_technology
V	126	iqsquare
V	127	leomo
V	128	ifit_com
V	129	coros_byte
V	130	versa_design
V	131	chileaf
V	132	cycplus
V	133	gravaa_byte
V	134	sigeyi
V	135	coospo
V	136	geoid
V	137	bosch
V	138	kyto
V	139	kinetic_sports
V	140	decathlon_byte
V	141	tq_systems
V	142	tag_heuer
V	143	keiser_fitness
V	144	zwift_byte
V	145	porsche_ep
V	146	blackbird
V	147	meilan_byte
V	148	ezon
V	149	laisi
V	150	myzone
V	151	abawo
V	152	bafang
V	153	luhong_technology
V	255	development
V	257	healthandlife
V	258	lezyne
V	259	scribe_labs
V	260	zwift
V	261	watteam
V	262	recon
V	263	favero_electronics
V	264	dynovelo
V	265	strava
V	266	precor
V	267	bryton
V	268	sram
V	269	navman
V	270	cobi
V	271	spivi
V	272	mio_magellan
V	273	evesports
V	274	sensitivus_gauge
V	275	podoon
V	276	life_time_fitness
V	277	falco_e_motors
V	278	minoura
V	279	cycliq
V	280	luxottica
V	281	trainer_road
V	282	the_sufferfest
V	283	fullspeedahead
V	284	virtualtraining
V	285	feedbacksports
V	286	omata
V	287	vdo
V	288	magneticdays
V	289	hammerhead
V	290	kinetic_by_kurt
V	291	shapelog
V	292	dabuziduo
V	293	jetblack
V	294	coros
V	295	virtugo
V	296	velosense
V	297	cycligentinc
V	298	trailforks
V	299	mahle_ebikemotion
V	300	nurvv
V	301	microprogram
V	302	zone5cloud
V	303	greenteg
V	304	yamaha_motors
V	305	whoop
V	306	gravaa
V	307	onelap
V	308	monark_exercise
V	309	form
V	310	decathlon
V	311	syncros
V	312	heatup
V	313	cannondale
V	314	true_fitness
V	315	RGT_cycling
V	316	vasa
V	317	race_republic
V	318	fazua
V	319	oreka_training
V	320	lsec
V	321	lululemon_studio
V	322	shanyue
V	323	spinning_mda
V	324	hilldating
V	325	aero_sensor
V	326	nike
V	327	magicshine
V	328	ictrainer
V	329	absolute_cycling
V	330	eo_swimbetter
V	331	mywhoosh
V	332	ravemen
V	333	tektro_racing_products
V	334	darad_innovation_corporation
V	335	cycloptim
V	337	runna
V	339	zepp
V	340	peloton
V	341	carv
V	342	tissot
V	345	real_velo
V	346	wetech
V	347	jespr
V	348	huawei
V	349	gotoes
V	350	cadence_app
V	351	una_watch
V	352	tymewear
V	353	exposure_lights
V	354	forto_cycling
V	5759	actigraphcorp
T	max_met_category
V	0	generic
V	1	cycling
T	max_met_heart_rate_source
V	0	whr
V	1	hrm
T	max_met_speed_source
V	0	onboard_gps
V	1	connected_gps
V	2	cadence
T	mesg_count
V	0	num_per_file
V	1	max_per_file
V	2	max_per_file_type
T	mesg_num
V	0	file_id
V	1	capabilities
V	2	device_settings
V	3	user_profile
V	4	hrm_profile
V	5	sdm_profile
V	6	bike_profile
V	7	zones_target
V	8	hr_zone
V	9	power_zone
V	10	met_zone
V	12	sport
V	13	training_settings
V	15	goal
V	18	session
V	19	lap
V	20	record
V	21	event
V	23	device_info
V	26	workout
V	27	workout_step
V	28	schedule
V	30	weight_scale
V	31	course
V	32	course_point
V	33	totals
V	34	activity
V	35	software
V	37	file_capabilities
V	38	mesg_capabilities
V	39	field_capabilities
V	49	file_creator
V	51	blood_pressure
V	53	speed_zone
V	55	monitoring
V	72	training_file
V	78	hrv
V	80	ant_rx
V	81	ant_tx
V	82	ant_channel_id
V	101	length
V	103	monitoring_info
V	104	battery
V	105	pad
V	106	slave_device
V	127	connectivity
V	128	weather_conditions
V	129	weather_alert
V	131	cadence_zone
V	132	hr
V	142	segment_lap
V	145	memo_glob
V	148	segment_id
V	149	segment_leaderboard_entry
V	150	segment_point
V	151	segment_file
V	158	workout_session
V	159	watchface_settings
V	160	gps_metadata
V	161	camera_event
V	162	timestamp_correlation
V	164	gyroscope_data
V	165	accelerometer_data
V	167	three_d_sensor_calibration
V	169	video_frame
V	174	obdii_data
V	177	nmea_sentence
V	178	aviation_attitude
V	184	video
V	185	video_title
V	186	video_description
V	187	video_clip
V	188	ohr_settings
V	200	exd_screen_configuration
V	201	exd_data_field_configuration
V	202	exd_data_concept_configuration
V	206	field_description
V	207	developer_data_id
V	208	magnetometer_data
V	209	barometer_data
V	210	one_d_sensor_calibration
V	211	monitoring_hr_data
V	216	time_in_zone
V	225	set
V	227	stress_level
V	229	max_met_data
V	258	dive_settings
V	259	dive_gas
V	262	dive_alarm
V	264	exercise_title
V	268	dive_summary
V	269	spo2_data
V	275	sleep_level
V	285	jump
V	289	aad_accel_features
V	290	beat_intervals
V	297	respiration_rate
V	302	hsa_accelerometer_data
V	304	hsa_step_data
V	305	hsa_spo2_data
V	306	hsa_stress_data
V	307	hsa_respiration_data
V	308	hsa_heart_rate_data
V	312	split
V	313	split_summary
V	314	hsa_body_battery_data
V	315	hsa_event
V	317	climb_pro
V	319	tank_update
V	323	tank_summary
V	346	sleep_assessment
V	370	hrv_status_summary
V	371	hrv_value
V	372	raw_bbi
V	375	device_aux_battery_info
V	376	hsa_gyroscope_data
V	387	chrono_shot_session
V	388	chrono_shot_data
V	389	hsa_configuration_data
V	393	dive_apnea_alarm
V	398	skin_temp_overnight
V	409	hsa_wrist_temperature_data
V	412	nap_event
V	470	sleep_disruption_severity_period
V	471	sleep_disruption_overnight_severity
V	65280	mfg_range_min
V	65534	mfg_range_max
T	message_index
V	4095	mask
V	28672	reserved
V	32768	selected
T	move_exercise_name
V	0	arch_and_curl
V	1	arm_circles_with_ball_band_and_weight
V	2	arm_stretch
V	3	back_massage
V	4	belly_breathing
V	5	bridge_with_ball
V	6	diamond_leg_crunch
V	7	diamond_leg_lift
V	8	eight_point_shoulder_opener
V	9	foot_rolling
V	10	footwork
V	11	footwork_on_disc
V	12	forward_fold
V	13	frog_with_band
V	14	half_roll_up
V	15	hamstring_curl
V	16	hamstring_stretch
V	17	hip_stretch
V	18	hug_a_tree_with_ball_band_and_weight
V	19	knee_circles
V	20	knee_folds_on_disc
V	21	lateral_flexion
V	22	leg_stretch_with_band
V	23	leg_stretch_with_leg_circles
V	24	lower_lift_on_disc
V	25	lunge_squat
V	26	lunges_with_knee_lift
V	27	mermaid_stretch
V	28	neutral_pelvic_position
V	29	pelvic_clocks_on_disc
V	30	pilates_plie_squats_parallel_turned_out_flat_and_heels_with_chair
V	31	piriformis_stretch
V	32	plank_knee_crosses
V	33	plank_knee_pulls
V	34	plank_up_downs
V	35	prayer_mudra
V	36	psoas_lunge_stretch
V	37	ribcage_breathing
V	38	roll_down
V	39	roll_up_with_weight_and_band
V	40	saw
V	41	scapular_stabilization
V	42	scissors_on_disc
V	43	seated_hip_stretchup
V	44	seated_twist
V	45	shaving_the_head_with_ball_band_and_weight
V	46	spinal_twist
V	47	spinal_twist_stretch
V	48	spine_stretch_forward
V	49	squat_open_arm_twist_pose
V	50	squats_with_ball
V	51	stand_and_hang
V	52	standing_side_stretch
V	53	standing_single_leg_forward_bend_with_it_band_opener
V	54	straight_leg_crunch_with_leg_lift
V	55	straight_leg_crunch_with_leg_lift_with_ball
V	56	straight_leg_crunch_with_legs_crossed
V	57	straight_leg_crunch_with_legs_crossed_with_ball
V	58	straight_leg_diagonal_crunch
V	59	straight_leg_diagonal_crunch_with_ball
V	60	tailbone_curl
V	61	throat_lock
V	62	tick_tock_side_roll
V	63	twist
V	64	v_leg_crunches
V	65	v_sit
V	66	forward_fold_wheelchair
V	67	forward_fold_plus_wheelchair
V	68	arm_circles_low_forward_wheelchair
V	69	arm_circles_mid_forward_wheelchair
V	70	arm_circles_high_forward_wheelchair
V	71	arm_circles_low_backward_wheelchair
V	72	arm_circles_mid_backward_wheelchair
V	73	arm_circles_high_backward_wheelchair
V	74	core_twists_wheelchair
V	75	arm_raise_wheelchair
V	76	chest_expand_wheelchair
V	77	arm_extend_wheelchair
V	78	forward_bend_wheelchair
V	79	toe_touch_wheelchair
V	80	extended_toe_touch_wheelchair
V	81	seated_arm_circles
V	82	trunk_rotations
V	83	seated_trunk_rotations
V	84	toe_touch
T	nap_period_feedback
V	0	none
V	1	multiple_naps_during_day
V	2	jetlag_ideal_timing_ideal_duration
V	3	jetlag_ideal_timing_long_duration
V	4	jetlag_late_timing_ideal_duration
V	5	jetlag_late_timing_long_duration
V	6	ideal_timing_ideal_duration_low_need
V	7	ideal_timing_ideal_duration_high_need
V	8	ideal_timing_long_duration_low_need
V	9	ideal_timing_long_duration_high_need
V	10	late_timing_ideal_duration_low_need
V	11	late_timing_ideal_duration_high_need
V	12	late_timing_long_duration_low_need
V	13	late_timing_long_duration_high_need
V	14	ideal_duration_low_need
V	15	ideal_duration_high_need
V	16	long_duration_low_need
V	17	long_duration_high_need
T	nap_source
V	0	automatic
V	1	manual_device
V	2	manual_gc
T	no_fly_time_mode
V	0	standard
V	1	flat_24_hours
T	olympic_lift_exercise_name
V	0	barbell_hang_power_clean
V	1	barbell_hang_squat_clean
V	2	barbell_power_clean
V	3	barbell_power_snatch
V	4	barbell_squat_clean
V	5	clean_and_jerk
V	6	barbell_hang_power_snatch
V	7	barbell_hang_pull
V	8	barbell_high_pull
V	9	barbell_snatch
V	10	barbell_split_jerk
V	11	clean
V	12	dumbbell_clean
V	13	dumbbell_hang_pull
V	14	one_hand_dumbbell_split_snatch
V	15	push_jerk
V	16	single_arm_dumbbell_snatch
V	17	single_arm_hang_snatch
V	18	single_arm_kettlebell_snatch
V	19	split_jerk
V	20	squat_clean_and_jerk
V	21	dumbbell_hang_snatch
V	22	dumbbell_power_clean_and_jerk
V	23	dumbbell_power_clean_and_push_press
V	24	dumbbell_power_clean_and_strict_press
V	25	dumbbell_snatch
V	26	medicine_ball_clean
V	27	clean_and_press
V	28	snatch
T	plank_exercise_name
V	0	45_degree_plank
V	1	weighted_45_degree_plank
V	2	90_degree_static_hold
V	3	weighted_90_degree_static_hold
V	4	bear_crawl
V	5	weighted_bear_crawl
V	6	cross_body_mountain_climber
V	7	weighted_cross_body_mountain_climber
V	8	elbow_plank_pike_jacks
V	9	weighted_elbow_plank_pike_jacks
V	10	elevated_feet_plank
V	11	weighted_elevated_feet_plank
V	12	elevator_abs
V	13	weighted_elevator_abs
V	14	extended_plank
V	15	weighted_extended_plank
V	16	full_plank_passe_twist
V	17	weighted_full_plank_passe_twist
V	18	inching_elbow_plank
V	19	weighted_inching_elbow_plank
V	20	inchworm_to_side_plank
V	21	weighted_inchworm_to_side_plank
V	22	kneeling_plank
V	23	weighted_kneeling_plank
V	24	kneeling_side_plank_with_leg_lift
V	25	weighted_kneeling_side_plank_with_leg_lift
V	26	lateral_roll
V	27	weighted_lateral_roll
V	28	lying_reverse_plank
V	29	weighted_lying_reverse_plank
V	30	medicine_ball_mountain_climber
V	31	weighted_medicine_ball_mountain_climber
V	32	modified_mountain_climber_and_extension
V	33	weighted_modified_mountain_climber_and_extension
V	34	mountain_climber
V	35	weighted_mountain_climber
V	36	mountain_climber_on_sliding_discs
V	37	weighted_mountain_climber_on_sliding_discs
V	38	mountain_climber_with_feet_on_bosu_ball
V	39	weighted_mountain_climber_with_feet_on_bosu_ball
V	40	mountain_climber_with_hands_on_bench
V	41	mountain_climber_with_hands_on_swiss_ball
V	42	weighted_mountain_climber_with_hands_on_swiss_ball
V	43	plank
V	44	plank_jacks_with_feet_on_sliding_discs
V	45	weighted_plank_jacks_with_feet_on_sliding_discs
V	46	plank_knee_twist
V	47	weighted_plank_knee_twist
V	48	plank_pike_jumps
V	49	weighted_plank_pike_jumps
V	50	plank_pikes
V	51	weighted_plank_pikes
V	52	plank_to_stand_up
V	53	weighted_plank_to_stand_up
V	54	plank_with_arm_raise
V	55	weighted_plank_with_arm_raise
V	56	plank_with_knee_to_elbow
V	57	weighted_plank_with_knee_to_elbow
V	58	plank_with_oblique_crunch
V	59	weighted_plank_with_oblique_crunch
V	60	plyometric_side_plank
V	61	weighted_plyometric_side_plank
V	62	rolling_side_plank
V	63	weighted_rolling_side_plank
V	64	side_kick_plank
V	65	weighted_side_kick_plank
V	66	side_plank
V	67	weighted_side_plank
V	68	side_plank_and_row
V	69	weighted_side_plank_and_row
V	70	side_plank_lift
V	71	weighted_side_plank_lift
V	72	side_plank_with_elbow_on_bosu_ball
V	73	weighted_side_plank_with_elbow_on_bosu_ball
V	74	side_plank_with_feet_on_bench
V	75	weighted_side_plank_with_feet_on_bench
V	76	side_plank_with_knee_circle
V	77	weighted_side_plank_with_knee_circle
V	78	side_plank_with_knee_tuck
V	79	weighted_side_plank_with_knee_tuck
V	80	side_plank_with_leg_lift
V	81	weighted_side_plank_with_leg_lift
V	82	side_plank_with_reach_under
V	83	weighted_side_plank_with_reach_under
V	84	single_leg_elevated_feet_plank
V	85	weighted_single_leg_elevated_feet_plank
V	86	single_leg_flex_and_extend
V	87	weighted_single_leg_flex_and_extend
V	88	single_leg_side_plank
V	89	weighted_single_leg_side_plank
V	90	spiderman_plank
V	91	weighted_spiderman_plank
V	92	straight_arm_plank
V	93	weighted_straight_arm_plank
V	94	straight_arm_plank_with_shoulder_touch
V	95	weighted_straight_arm_plank_with_shoulder_touch
V	96	swiss_ball_plank
V	97	weighted_swiss_ball_plank
V	98	swiss_ball_plank_leg_lift
V	99	weighted_swiss_ball_plank_leg_lift
V	100	swiss_ball_plank_leg_lift_and_hold
V	101	swiss_ball_plank_with_feet_on_bench
V	102	weighted_swiss_ball_plank_with_feet_on_bench
V	103	swiss_ball_prone_jackknife
V	104	weighted_swiss_ball_prone_jackknife
V	105	swiss_ball_side_plank
V	106	weighted_swiss_ball_side_plank
V	107	three_way_plank
V	108	weighted_three_way_plank
V	109	towel_plank_and_knee_in
V	110	weighted_towel_plank_and_knee_in
V	111	t_stabilization
V	112	weighted_t_stabilization
V	113	turkish_get_up_to_side_plank
V	114	weighted_turkish_get_up_to_side_plank
V	115	two_point_plank
V	116	weighted_two_point_plank
V	117	weighted_plank
V	118	wide_stance_plank_with_diagonal_arm_lift
V	119	weighted_wide_stance_plank_with_diagonal_arm_lift
V	120	wide_stance_plank_with_diagonal_leg_lift
V	121	weighted_wide_stance_plank_with_diagonal_leg_lift
V	122	wide_stance_plank_with_leg_lift
V	123	weighted_wide_stance_plank_with_leg_lift
V	124	wide_stance_plank_with_opposite_arm_and_leg_lift
V	125	weighted_mountain_climber_with_hands_on_bench
V	126	weighted_swiss_ball_plank_leg_lift_and_hold
V	127	weighted_wide_stance_plank_with_opposite_arm_and_leg_lift
V	128	plank_with_feet_on_swiss_ball
V	129	side_plank_to_plank_with_reach_under
V	130	bridge_with_glute_lower_lift
V	131	bridge_one_leg_bridge
V	132	plank_with_arm_variations
V	133	plank_with_leg_lift
V	134	reverse_plank_with_leg_pull
V	135	ring_plank_sprawls
T	plyo_exercise_name
V	0	alternating_jump_lunge
V	1	weighted_alternating_jump_lunge
V	2	barbell_jump_squat
V	3	body_weight_jump_squat
V	4	weighted_jump_squat
V	5	cross_knee_strike
V	6	weighted_cross_knee_strike
V	7	depth_jump
V	8	weighted_depth_jump
V	9	dumbbell_jump_squat
V	10	dumbbell_split_jump
V	11	front_knee_strike
V	12	weighted_front_knee_strike
V	13	high_box_jump
V	14	weighted_high_box_jump
V	15	isometric_explosive_body_weight_jump_squat
V	16	weighted_isometric_explosive_jump_squat
V	17	lateral_leap_and_hop
V	18	weighted_lateral_leap_and_hop
V	19	lateral_plyo_squats
V	20	weighted_lateral_plyo_squats
V	21	lateral_slide
V	22	weighted_lateral_slide
V	23	medicine_ball_overhead_throws
V	24	medicine_ball_side_throw
V	25	medicine_ball_slam
V	26	side_to_side_medicine_ball_throws
V	27	side_to_side_shuffle_jump
V	28	weighted_side_to_side_shuffle_jump
V	29	squat_jump_onto_box
V	30	weighted_squat_jump_onto_box
V	31	squat_jumps_in_and_out
V	32	weighted_squat_jumps_in_and_out
V	33	box_jump
V	34	box_jump_overs
V	35	box_jump_overs_over_the_box
V	36	star_jump_squats
V	37	jump_squat
T	pose_exercise_name
V	0	all_fours
V	1	ankle_to_knee
V	2	baby_cobra
V	3	boat
V	4	bound_angle
V	5	bound_seated_single_leg_forward_bend
V	6	bow
V	7	bowed_half_moon
V	8	bridge
V	9	cat
V	10	chair
V	11	childs
V	12	corpse
V	13	cow_face
V	14	cow
V	15	devotional_warrior
V	16	dolphin_plank
V	17	dolphin
V	18	down_dog_knee_to_nose
V	19	down_dog_split
V	20	down_dog_split_open_hip_bent_knee
V	21	downward_facing_dog
V	22	eagle
V	23	easy_seated
V	24	extended_puppy
V	25	extended_side_angle
V	26	fish
V	27	four_limbed_staff
V	28	full_split
V	29	gate
V	30	half_chair_half_ankle_to_knee
V	31	half_moon
V	32	head_to_knee
V	33	heron
V	34	heros
V	35	high_lunge
V	36	knees_chest_chin
V	37	lizard
V	38	locust
V	39	low_lunge
V	40	low_lunge_twist
V	41	low_lunge_with_knee_down
V	42	mermaid
V	43	mountain
V	44	one_legged_downward_facing_pose_open_hip_bent_knee
V	45	one_legged_pigeon
V	46	peaceful_warrior
V	47	plank
V	48	plow
V	49	reclined_hand_to_foot
V	50	revolved_half_moon
V	51	revolved_head_to_knee
V	52	revolved_triangle
V	53	runners_lunge
V	54	seated_easy_side_bend
V	55	seated_easy_twist
V	56	seated_long_leg_forward_bend
V	57	seated_wide_leg_forward_bend
V	58	shoulder_stand
V	59	side_boat
V	60	side_plank
V	61	sphinx
V	62	squat_open_arm_twist
V	63	squat_palm_press
V	64	staff
V	65	standing_arms_up
V	66	standing_forward_bend_halfway_up
V	67	standing_forward_bend
V	68	standing_side_opener
V	69	standing_single_leg_forward_bend
V	70	standing_split
V	71	standing_wide_leg_forward_bend
V	72	standing_wide_leg_forward_bend_with_twist
V	73	supine_spinal_twist
V	74	table_top
V	75	thread_the_needle
V	76	thunderbolt
V	77	thunderbolt_pose_both_sides_arm_stretch
V	78	tree
V	79	triangle
V	80	up_dog
V	81	upward_facing_plank
V	82	warrior_one
V	83	warrior_three
V	84	warrior_two
V	85	wheel
V	86	wide_side_lunge
V	87	deep_breathing_wheelchair
V	88	deep_breathing_low_wheelchair
V	89	deep_breathing_mid_wheelchair
V	90	deep_breathing_high_wheelchair
V	91	prayer_wheelchair
V	92	overhead_prayer_wheelchair
V	93	cactus_wheelchair
V	94	breathing_punches_wheelchair
V	95	breathing_punches_extended_wheelchair
V	96	breathing_punches_overhead_wheelchair
V	97	breathing_punches_overhead_and_down_wheelchair
V	98	breathing_punches_side_wheelchair
V	99	breathing_punches_extended_side_wheelchair
V	100	breathing_punches_overhead_side_wheelchair
V	101	breathing_punches_overhead_and_down_side_wheelchair
V	102	left_hand_back_wheelchair
V	103	triangle_wheelchair
V	104	thread_the_needle_wheelchair
V	105	neck_flexion_and_extension_wheelchair
V	106	neck_lateral_flexion_wheelchair
V	107	spine_flexion_and_extension_wheelchair
V	108	spine_rotation_wheelchair
V	109	spine_lateral_flexion_wheelchair
V	110	alternative_skiing_wheelchair
V	111	reach_forward_wheelchair
V	112	warrior_wheelchair
V	113	reverse_warrior_wheelchair
V	114	downward_facing_dog_to_cobra
V	115	seated_cat_cow
T	power_phase_type
V	0	power_phase_start_angle
V	1	power_phase_end_angle
V	2	power_phase_arc_length
V	3	power_phase_center
T	projectile_type
V	0	arrow
V	1	rifle_cartridge
V	2	pistol_cartridge
V	3	shotshell
V	4	air_rifle_pellet
V	5	other
T	pull_up_exercise_name
V	0	banded_pull_ups
V	1	30_degree_lat_pulldown
V	2	band_assisted_chin_up
V	3	close_grip_chin_up
V	4	weighted_close_grip_chin_up
V	5	close_grip_lat_pulldown
V	6	crossover_chin_up
V	7	weighted_crossover_chin_up
V	8	ez_bar_pullover
V	9	hanging_hurdle
V	10	weighted_hanging_hurdle
V	11	kneeling_lat_pulldown
V	12	kneeling_underhand_grip_lat_pulldown
V	13	lat_pulldown
V	14	mixed_grip_chin_up
V	15	weighted_mixed_grip_chin_up
V	16	mixed_grip_pull_up
V	17	weighted_mixed_grip_pull_up
V	18	reverse_grip_pulldown
V	19	standing_cable_pullover
V	20	straight_arm_pulldown
V	21	swiss_ball_ez_bar_pullover
V	22	towel_pull_up
V	23	weighted_towel_pull_up
V	24	weighted_pull_up
V	25	wide_grip_lat_pulldown
V	26	wide_grip_pull_up
V	27	weighted_wide_grip_pull_up
V	28	burpee_pull_up
V	29	weighted_burpee_pull_up
V	30	jumping_pull_ups
V	31	weighted_jumping_pull_ups
V	32	kipping_pull_up
V	33	weighted_kipping_pull_up
V	34	l_pull_up
V	35	weighted_l_pull_up
V	36	suspended_chin_up
V	37	weighted_suspended_chin_up
V	38	pull_up
V	39	chin_up
V	40	neutral_grip_chin_up
V	41	weighted_chin_up
V	42	band_assisted_pull_up
V	43	neutral_grip_pull_up
V	44	weighted_neutral_grip_chin_up
V	45	weighted_neutral_grip_pull_up
T	push_up_exercise_name
V	0	chest_press_with_band
V	1	alternating_staggered_push_up
V	2	weighted_alternating_staggered_push_up
V	3	alternating_hands_medicine_ball_push_up
V	4	weighted_alternating_hands_medicine_ball_push_up
V	5	bosu_ball_push_up
V	6	weighted_bosu_ball_push_up
V	7	clapping_push_up
V	8	weighted_clapping_push_up
V	9	close_grip_medicine_ball_push_up
V	10	weighted_close_grip_medicine_ball_push_up
V	11	close_hands_push_up
V	12	weighted_close_hands_push_up
V	13	decline_push_up
V	14	weighted_decline_push_up
V	15	diamond_push_up
V	16	weighted_diamond_push_up
V	17	explosive_crossover_push_up
V	18	weighted_explosive_crossover_push_up
V	19	explosive_push_up
V	20	weighted_explosive_push_up
V	21	feet_elevated_side_to_side_push_up
V	22	weighted_feet_elevated_side_to_side_push_up
V	23	hand_release_push_up
V	24	weighted_hand_release_push_up
V	25	handstand_push_up
V	26	weighted_handstand_push_up
V	27	incline_push_up
V	28	weighted_incline_push_up
V	29	isometric_explosive_push_up
V	30	weighted_isometric_explosive_push_up
V	31	judo_push_up
V	32	weighted_judo_push_up
V	33	kneeling_push_up
V	34	weighted_kneeling_push_up
V	35	medicine_ball_chest_pass
V	36	medicine_ball_push_up
V	37	weighted_medicine_ball_push_up
V	38	one_arm_push_up
V	39	weighted_one_arm_push_up
V	40	weighted_push_up
V	41	push_up_and_row
V	42	weighted_push_up_and_row
V	43	push_up_plus
V	44	weighted_push_up_plus
V	45	push_up_with_feet_on_swiss_ball
V	46	weighted_push_up_with_feet_on_swiss_ball
V	47	push_up_with_one_hand_on_medicine_ball
V	48	weighted_push_up_with_one_hand_on_medicine_ball
V	49	shoulder_push_up
V	50	weighted_shoulder_push_up
V	51	single_arm_medicine_ball_push_up
V	52	weighted_single_arm_medicine_ball_push_up
V	53	spiderman_push_up
V	54	weighted_spiderman_push_up
V	55	stacked_feet_push_up
V	56	weighted_stacked_feet_push_up
V	57	staggered_hands_push_up
V	58	weighted_staggered_hands_push_up
V	59	suspended_push_up
V	60	weighted_suspended_push_up
V	61	swiss_ball_push_up
V	62	weighted_swiss_ball_push_up
V	63	swiss_ball_push_up_plus
V	64	weighted_swiss_ball_push_up_plus
V	65	t_push_up
V	66	weighted_t_push_up
V	67	triple_stop_push_up
V	68	weighted_triple_stop_push_up
V	69	wide_hands_push_up
V	70	weighted_wide_hands_push_up
V	71	parallette_handstand_push_up
V	72	weighted_parallette_handstand_push_up
V	73	ring_handstand_push_up
V	74	weighted_ring_handstand_push_up
V	75	ring_push_up
V	76	weighted_ring_push_up
V	77	push_up
V	78	pilates_pushup
V	79	dynamic_push_up
V	80	kipping_handstand_push_up
V	81	shoulder_tapping_push_up
V	82	biceps_push_up
V	83	hindu_push_up
V	84	pike_push_up
V	85	wide_grip_push_up
V	86	weighted_biceps_push_up
V	87	weighted_hindu_push_up
V	88	weighted_pike_push_up
V	89	kipping_parallette_handstand_push_up
V	90	wall_push_up
T	pwr_zone_calc
V	0	custom
V	1	percent_ftp
T	radar_threat_level_type
V	0	threat_unknown
V	1	threat_none
V	2	threat_approaching
V	3	threat_approaching_fast
T	rider_position_type
V	0	seated
V	1	standing
V	2	transition_to_seated
V	3	transition_to_standing
T	row_exercise_name
V	0	barbell_straight_leg_deadlift_to_row
V	1	cable_row_standing
V	2	dumbbell_row
V	3	elevated_feet_inverted_row
V	4	weighted_elevated_feet_inverted_row
V	5	face_pull
V	6	face_pull_with_external_rotation
V	7	inverted_row_with_feet_on_swiss_ball
V	8	weighted_inverted_row_with_feet_on_swiss_ball
V	9	kettlebell_row
V	10	modified_inverted_row
V	11	weighted_modified_inverted_row
V	12	neutral_grip_alternating_dumbbell_row
V	13	one_arm_bent_over_row
V	14	one_legged_dumbbell_row
V	15	renegade_row
V	16	reverse_grip_barbell_row
V	17	rope_handle_cable_row
V	18	seated_cable_row
V	19	seated_dumbbell_row
V	20	single_arm_cable_row
V	21	single_arm_cable_row_and_rotation
V	22	single_arm_inverted_row
V	23	weighted_single_arm_inverted_row
V	24	single_arm_neutral_grip_dumbbell_row
V	25	single_arm_neutral_grip_dumbbell_row_and_rotation
V	26	suspended_inverted_row
V	27	weighted_suspended_inverted_row
V	28	t_bar_row
V	29	towel_grip_inverted_row
V	30	weighted_towel_grip_inverted_row
V	31	underhand_grip_cable_row
V	32	v_grip_cable_row
V	33	wide_grip_seated_cable_row
V	34	alternating_dumbbell_row
V	35	inverted_row
V	36	row
V	37	weighted_row
V	38	indoor_row
V	39	banded_face_pulls
V	40	chest_supported_dumbbell_row
V	41	decline_ring_row
V	42	elevated_ring_row
V	43	rdl_bent_over_row_with_barbell_dumbbell
V	44	ring_row
V	45	barbell_row
V	46	bent_over_row_with_barbell
V	47	bent_over_row_with_dumbell
V	48	seated_underhand_grip_cable_row
V	49	trx_inverted_row
V	50	weighted_inverted_row
V	51	weighted_trx_inverted_row
V	52	dumbbell_row_wheelchair
T	run_exercise_name
V	0	run
V	1	walk
V	2	jog
V	3	sprint
V	4	run_or_walk
V	5	speed_walk
V	6	warm_up
T	run_indoor_exercise_name
V	0	indoor_track_run
V	1	treadmill
T	sandbag_exercise_name
V	0	around_the_world
V	1	back_squat
V	2	bear_crawl_pull_through
V	3	bear_hug_squat
V	4	clean
V	5	clean_and_press
V	6	curl
V	7	front_carry
V	8	front_squat
V	9	lunge
V	10	overhead_press
V	11	plank_pull_through
V	12	rotational_lunge
V	13	row
V	14	russian_twist
V	15	shouldering
V	16	shoveling
V	17	side_lunge
V	18	sprint
V	19	zercher_squat
T	saxon_grading_scale
V	0	I
V	1	II
V	2	III
V	3	IV
V	4	V
V	5	VI
V	6	VII_a
V	7	VII_b
V	8	VII_c
V	9	VIII_a
V	10	VIII_b
V	11	VIII_c
V	12	IX_a
V	13	IX_b
V	14	IX_c
V	15	X_a
V	16	X_b
V	17	X_c
V	18	XI_a
V	19	XI_b
V	20	XI_c
V	21	XII_a
V	22	XII_b
V	23	XII_c
T	schedule
V	0	workout
V	1	course
T	segment_delete_status
V	0	do_not_delete
V	1	delete_one
V	2	delete_all
T	segment_lap_status
V	0	end
V	1	fail
T	segment_leaderboard_type
V	0	overall
V	1	personal_best
V	2	connections
V	3	group
V	4	challenger
V	5	kom
V	6	qom
V	7	pr
V	8	goal
V	9	carrot
V	10	club_leader
V	11	rival
V	12	last
V	13	recent_best
V	14	course_record
T	segment_selection_type
V	0	starred
V	1	suggested
T	sensor_type
V	0	accelerometer
V	1	gyroscope
V	2	compass
V	3	barometer
T	session_trigger
V	0	activity_end
V	1	manual
V	2	auto_multi_sport
V	3	fitness_equipment
T	set_type
V	0	rest
V	1	active
T	shoulder_press_exercise_name
V	0	alternating_dumbbell_shoulder_press
V	1	arnold_press
V	2	barbell_front_squat_to_push_press
V	3	barbell_push_press
V	4	barbell_shoulder_press
V	5	dead_curl_press
V	6	dumbbell_alternating_shoulder_press_and_twist
V	7	dumbbell_hammer_curl_to_lunge_to_press
V	8	dumbbell_push_press
V	9	floor_inverted_shoulder_press
V	10	weighted_floor_inverted_shoulder_press
V	11	inverted_shoulder_press
V	12	weighted_inverted_shoulder_press
V	13	one_arm_push_press
V	14	overhead_barbell_press
V	15	overhead_dumbbell_press
V	16	seated_barbell_shoulder_press
V	17	seated_dumbbell_shoulder_press
V	18	single_arm_dumbbell_shoulder_press
V	19	single_arm_step_up_and_press
V	20	smith_machine_overhead_press
V	21	split_stance_hammer_curl_to_press
V	22	swiss_ball_dumbbell_shoulder_press
V	23	weight_plate_front_raise
V	24	dumbbell_shoulder_press
V	25	military_press
V	27	strict_press
V	28	dumbbell_front_raise
V	29	dumbbell_curl_to_overhead_press_wheelchair
V	30	arnold_press_wheelchair
V	31	overhead_dumbbell_press_wheelchair
T	shoulder_stability_exercise_name
V	0	90_degree_cable_external_rotation
V	1	band_external_rotation
V	2	band_internal_rotation
V	3	bent_arm_lateral_raise_and_external_rotation
V	4	cable_external_rotation
V	5	dumbbell_face_pull_with_external_rotation
V	6	floor_i_raise
V	7	weighted_floor_i_raise
V	8	floor_t_raise
V	9	weighted_floor_t_raise
V	10	floor_y_raise
V	11	weighted_floor_y_raise
V	12	incline_i_raise
V	13	weighted_incline_i_raise
V	14	incline_l_raise
V	15	weighted_incline_l_raise
V	16	incline_t_raise
V	17	weighted_incline_t_raise
V	18	incline_w_raise
V	19	weighted_incline_w_raise
V	20	incline_y_raise
V	21	weighted_incline_y_raise
V	22	lying_external_rotation
V	23	seated_dumbbell_external_rotation
V	24	standing_l_raise
V	25	swiss_ball_i_raise
V	26	weighted_swiss_ball_i_raise
V	27	swiss_ball_t_raise
V	28	weighted_swiss_ball_t_raise
V	29	swiss_ball_w_raise
V	30	weighted_swiss_ball_w_raise
V	31	swiss_ball_y_raise
V	32	weighted_swiss_ball_y_raise
V	33	cable_internal_rotation
V	34	lying_internal_rotation
V	35	seated_dumbbell_internal_rotation
T	shrug_exercise_name
V	0	barbell_jump_shrug
V	1	barbell_shrug
V	2	barbell_upright_row
V	3	behind_the_back_smith_machine_shrug
V	4	dumbbell_jump_shrug
V	5	dumbbell_shrug
V	6	dumbbell_upright_row
V	7	incline_dumbbell_shrug
V	8	overhead_barbell_shrug
V	9	overhead_dumbbell_shrug
V	10	scaption_and_shrug
V	11	scapular_retraction
V	12	serratus_chair_shrug
V	13	weighted_serratus_chair_shrug
V	14	serratus_shrug
V	15	weighted_serratus_shrug
V	16	wide_grip_jump_shrug
V	17	wide_grip_barbell_shrug
V	18	behind_the_back_shrug
V	19	dumbbell_shrug_wheelchair
V	20	shrug_wheelchair
V	21	shrug_arm_down_wheelchair
V	22	shrug_arm_mid_wheelchair
V	23	shrug_arm_up_wheelchair
V	24	upright_row
T	side
V	0	right
V	1	left
T	sit_up_exercise_name
V	0	alternating_sit_up
V	1	weighted_alternating_sit_up
V	2	bent_knee_v_up
V	3	weighted_bent_knee_v_up
V	4	butterfly_sit_up
V	5	weighted_butterfly_situp
V	6	cross_punch_roll_up
V	7	weighted_cross_punch_roll_up
V	8	crossed_arms_sit_up
V	9	weighted_crossed_arms_sit_up
V	10	get_up_sit_up
V	11	weighted_get_up_sit_up
V	12	hovering_sit_up
V	13	weighted_hovering_sit_up
V	14	kettlebell_sit_up
V	15	medicine_ball_alternating_v_up
V	16	medicine_ball_sit_up
V	17	medicine_ball_v_up
V	18	modified_sit_up
V	19	negative_sit_up
V	20	one_arm_full_sit_up
V	21	reclining_circle
V	22	weighted_reclining_circle
V	23	reverse_curl_up
V	24	weighted_reverse_curl_up
V	25	single_leg_swiss_ball_jackknife
V	26	weighted_single_leg_swiss_ball_jackknife
V	27	the_teaser
V	28	the_teaser_weighted
V	29	three_part_roll_down
V	30	weighted_three_part_roll_down
V	31	v_up
V	32	weighted_v_up
V	33	weighted_russian_twist_on_swiss_ball
V	34	weighted_sit_up
V	35	x_abs
V	36	weighted_x_abs
V	37	sit_up
V	38	ghd_sit_ups
V	39	sit_up_turkish_get_up
V	40	russian_twist_on_swiss_ball
T	sled_exercise_name
V	0	backward_drag
V	1	chest_press
V	2	forward_drag
V	3	low_push
V	4	push
V	5	row
T	sledge_hammer_exercise_name
V	0	lateral_swing
V	1	hammer_slam
T	sleep_disruption_severity
V	0	none
V	1	low
V	2	medium
V	3	high
T	sleep_level
V	0	unmeasurable
V	1	awake
V	2	light
V	3	deep
V	4	rem
T	source_type
V	0	ant
V	1	antplus
V	2	bluetooth
V	3	bluetooth_low_energy
V	4	wifi
V	5	local
T	split_status
V	0	failure
V	1	success
V	2	climb_attempted
V	3	climb_completed
T	split_type
V	1	ascent_split
V	2	descent_split
V	3	interval_active
V	4	interval_rest
V	5	interval_warmup
V	6	interval_cooldown
V	7	interval_recovery
V	8	interval_other
V	9	climb_active
V	10	climb_rest
V	11	surf_active
V	12	run_active
V	13	run_rest
V	14	workout_round
V	17	rwd_run
V	18	rwd_walk
V	21	windsurf_active
V	22	rwd_stand
V	23	transition
V	28	ski_lift_split
V	29	ski_run_split
T	spo2_measurement_type
V	0	off_wrist
V	1	spot_check
V	2	continuous_check
V	3	periodic
T	sport
V	0	generic
V	1	running
V	2	cycling
V	3	transition
V	4	fitness_equipment
V	5	swimming
V	6	basketball
V	7	soccer
V	8	tennis
V	9	american_football
V	10	training
V	11	walking
V	12	cross_country_skiing
V	13	alpine_skiing
V	14	snowboarding
V	15	rowing
V	16	mountaineering
V	17	hiking
V	18	multisport
V	19	paddling
V	20	flying
V	21	e_biking
V	22	motorcycling
V	23	boating
V	24	driving
V	25	golf
V	26	hang_gliding
V	27	horseback_riding
V	28	hunting
V	29	fishing
V	30	inline_skating
V	31	rock_climbing
V	32	sailing
V	33	ice_skating
V	34	sky_diving
V	35	snowshoeing
V	36	snowmobiling
V	37	stand_up_paddleboarding
V	38	surfing
V	39	wakeboarding
V	40	water_skiing
V	41	kayaking
V	42	rafting
V	43	windsurfing
V	44	kitesurfing
V	45	tactical
V	46	jumpmaster
V	47	boxing
V	48	floor_climbing
V	49	baseball
V	53	diving
V	56	shooting
V	58	winter_sport
V	59	grinding
V	62	hiit
V	63	video_gaming
V	64	racket
V	65	wheelchair_push_walk
V	66	wheelchair_push_run
V	67	meditation
V	68	para_sport
V	69	disc_golf
V	70	team_sport
V	71	cricket
V	72	rugby
V	73	hockey
V	74	lacrosse
V	75	volleyball
V	76	water_tubing
V	77	wakesurfing
V	78	water_sport
V	79	archery
V	80	mixed_martial_arts
V	81	motor_sports
V	82	snorkeling
V	83	dance
V	84	jump_rope
V	85	pool_apnea
V	86	mobility
V	87	geocaching
V	88	canoeing
V	254	all
T	sport_bits_0
V	1	generic
V	2	running
V	4	cycling
V	8	transition
V	16	fitness_equipment
V	32	swimming
V	64	basketball
V	128	soccer
T	sport_bits_1
V	1	tennis
V	2	american_football
V	4	training
V	8	walking
V	16	cross_country_skiing
V	32	alpine_skiing
V	64	snowboarding
V	128	rowing
T	sport_bits_2
V	1	mountaineering
V	2	hiking
V	4	multisport
V	8	paddling
V	16	flying
V	32	e_biking
V	64	motorcycling
V	128	boating
T	sport_bits_3
V	1	driving
V	2	golf
V	4	hang_gliding
V	8	horseback_riding
V	16	hunting
V	32	fishing
V	64	inline_skating
V	128	rock_climbing
T	sport_bits_4
V	1	sailing
V	2	ice_skating
V	4	sky_diving
V	8	snowshoeing
V	16	snowmobiling
V	32	stand_up_paddleboarding
V	64	surfing
V	128	wakeboarding
T	sport_bits_5
V	1	water_skiing
V	2	kayaking
V	4	rafting
V	8	windsurfing
V	16	kitesurfing
V	32	tactical
V	64	jumpmaster
V	128	boxing
T	sport_bits_6
V	1	floor_climbing
T	sport_event
V	0	uncategorized
V	1	geocaching
V	2	fitness
V	3	recreation
V	4	race
V	5	special_event
V	6	training
V	7	transportation
V	8	touring
T	squat_exercise_name
V	0	leg_press
V	1	back_squat_with_body_bar
V	2	back_squats
V	3	weighted_back_squats
V	4	balancing_squat
V	5	weighted_balancing_squat
V	6	barbell_back_squat
V	7	barbell_box_squat
V	8	barbell_front_squat
V	9	barbell_hack_squat
V	10	barbell_hang_squat_snatch
V	11	barbell_lateral_step_up
V	12	barbell_quarter_squat
V	13	barbell_siff_squat
V	14	barbell_squat_snatch
V	15	barbell_squat_with_heels_raised
V	16	barbell_stepover
V	17	barbell_step_up
V	18	bench_squat_with_rotational_chop
V	19	weighted_bench_squat_with_rotational_chop
V	20	body_weight_wall_squat
V	21	weighted_wall_squat
V	22	box_step_squat
V	23	weighted_box_step_squat
V	24	braced_squat
V	25	crossed_arm_barbell_front_squat
V	26	crossover_dumbbell_step_up
V	27	dumbbell_front_squat
V	28	dumbbell_split_squat
V	29	dumbbell_squat
V	30	dumbbell_squat_clean
V	31	dumbbell_stepover
V	32	dumbbell_step_up
V	33	elevated_single_leg_squat
V	34	weighted_elevated_single_leg_squat
V	35	figure_four_squats
V	36	weighted_figure_four_squats
V	37	goblet_squat
V	38	kettlebell_squat
V	39	kettlebell_swing_overhead
V	40	kettlebell_swing_with_flip_to_squat
V	41	lateral_dumbbell_step_up
V	42	one_legged_squat
V	43	overhead_dumbbell_squat
V	44	overhead_squat
V	45	partial_single_leg_squat
V	46	weighted_partial_single_leg_squat
V	47	pistol_squat
V	48	weighted_pistol_squat
V	49	plie_slides
V	50	weighted_plie_slides
V	51	plie_squat
V	52	weighted_plie_squat
V	53	prisoner_squat
V	54	weighted_prisoner_squat
V	55	single_leg_bench_get_up
V	56	weighted_single_leg_bench_get_up
V	57	single_leg_bench_squat
V	58	weighted_single_leg_bench_squat
V	59	single_leg_squat_on_swiss_ball
V	60	weighted_single_leg_squat_on_swiss_ball
V	61	squat
V	62	weighted_squat
V	63	squats_with_band
V	64	staggered_squat
V	65	weighted_staggered_squat
V	66	step_up
V	67	weighted_step_up
V	68	suitcase_squats
V	69	sumo_squat
V	70	sumo_squat_slide_in
V	71	weighted_sumo_squat_slide_in
V	72	sumo_squat_to_high_pull
V	73	sumo_squat_to_stand
V	74	weighted_sumo_squat_to_stand
V	75	sumo_squat_with_rotation
V	76	weighted_sumo_squat_with_rotation
V	77	swiss_ball_body_weight_wall_squat
V	78	weighted_swiss_ball_wall_squat
V	79	thrusters
V	80	uneven_squat
V	81	weighted_uneven_squat
V	82	waist_slimming_squat
V	83	wall_ball
V	84	wide_stance_barbell_squat
V	85	wide_stance_goblet_squat
V	86	zercher_squat
V	87	kbs_overhead
V	88	squat_and_side_kick
V	89	squat_jumps_in_n_out
V	90	pilates_plie_squats_parallel_turned_out_flat_and_heels
V	91	releve_straight_leg_and_knee_bent_with_one_leg_variation
V	92	alternating_box_dumbbell_step_ups
V	93	dumbbell_overhead_squat_single_arm
V	94	dumbbell_squat_snatch
V	95	medicine_ball_squat
V	97	wall_ball_squat_and_press
V	98	squat_american_swing
V	100	air_squat
V	101	dumbbell_thrusters
V	102	overhead_barbell_squat
T	stair_stepper_exercise_name
V	0	stair_stepper
T	stroke_type
V	0	no_event
V	1	other
V	2	serve
V	3	forehand
V	4	backhand
V	5	smash
T	sub_sport
V	0	generic
V	1	treadmill
V	2	street
V	3	trail
V	4	track
V	5	spin
V	6	indoor_cycling
V	7	road
V	8	mountain
V	9	downhill
V	10	recumbent
V	11	cyclocross
V	12	hand_cycling
V	13	track_cycling
V	14	indoor_rowing
V	15	elliptical
V	16	stair_climbing
V	17	lap_swimming
V	18	open_water
V	19	flexibility_training
V	20	strength_training
V	21	warm_up
V	22	match
V	23	exercise
V	24	challenge
V	25	indoor_skiing
V	26	cardio_training
V	27	indoor_walking
V	28	e_bike_fitness
V	29	bmx
V	30	casual_walking
V	31	speed_walking
V	32	bike_to_run_transition
V	33	run_to_bike_transition
V	34	swim_to_bike_transition
V	35	atv
V	36	motocross
V	37	backcountry
V	38	resort
V	39	rc_drone
V	40	wingsuit
V	41	whitewater
V	42	skate_skiing
V	43	yoga
V	44	pilates
V	45	indoor_running
V	46	gravel_cycling
V	47	e_bike_mountain
V	48	commuting
V	49	mixed_surface
V	50	navigate
V	51	track_me
V	52	map
V	53	single_gas_diving
V	54	multi_gas_diving
V	55	gauge_diving
V	56	apnea_diving
V	57	apnea_hunting
V	58	virtual_activity
V	59	obstacle
V	62	breathing
V	63	ccr_diving
V	65	sail_race
V	66	expedition
V	67	ultra
V	68	indoor_climbing
V	69	bouldering
V	70	hiit
V	71	indoor_grinding
V	72	hunting_with_dogs
V	73	amrap
V	74	emom
V	75	tabata
V	77	esport
V	78	triathlon
V	79	duathlon
V	80	brick
V	81	swim_run
V	82	adventure_race
V	83	trucker_workout
V	84	pickleball
V	85	padel
V	86	indoor_wheelchair_walk
V	87	indoor_wheelchair_run
V	88	indoor_hand_cycling
V	90	field
V	91	ice
V	92	ultimate
V	93	platform
V	94	squash
V	95	badminton
V	96	racquetball
V	97	table_tennis
V	98	overland
V	99	trolling_motor
V	110	fly_canopy
V	111	fly_paraglide
V	112	fly_paramotor
V	113	fly_pressurized
V	114	fly_navigate
V	115	fly_timer
V	116	fly_altimeter
V	117	fly_wx
V	118	fly_vfr
V	119	fly_ifr
V	121	dynamic_apnea
V	123	enduro
V	124	rucking
V	125	rally
V	126	pool_triathlon
V	127	e_bike_enduro
V	254	all
T	supported_exd_screen_layouts
V	1	full_screen
V	2	half_vertical
V	4	half_horizontal
V	8	half_vertical_right_split
V	16	half_horizontal_bottom_split
V	32	full_quarter_split
V	64	half_vertical_left_split
V	128	half_horizontal_top_split
T	suspension_exercise_name
V	0	chest_fly
V	1	chest_press
V	2	crunch
V	3	curl
V	4	dip
V	5	face_pull
V	6	glute_bridge
V	7	hamstring_curl
V	8	hip_drop
V	9	inverted_row
V	10	knee_drive_jump
V	11	knee_to_chest
V	12	lat_pullover
V	13	lunge
V	14	mountain_climber
V	15	pendulum
V	16	pike
V	17	plank
V	18	power_pull
V	19	pull_up
V	20	push_up
V	21	reverse_mountain_climber
V	22	reverse_plank
V	23	rollout
V	24	row
V	25	side_lunge
V	26	side_plank
V	27	single_leg_deadlift
V	28	single_leg_squat
V	29	sit_up
V	30	split
V	31	squat
V	32	squat_jump
V	33	tricep_press
V	34	y_fly
T	swim_stroke
V	0	freestyle
V	1	backstroke
V	2	breaststroke
V	3	butterfly
V	4	drill
V	5	mixed
V	6	im
V	7	im_by_round
V	8	rimo
T	switch
V	0	off
V	1	on
V	2	auto
T	tap_sensitivity
V	0	high
V	1	medium
V	2	low
T	time_into_day
T	time_mode
V	0	hour12
V	1	hour24
V	2	military
V	3	hour_12_with_seconds
V	4	hour_24_with_seconds
V	5	utc
T	time_zone
V	0	almaty
V	1	bangkok
V	2	bombay
V	3	brasilia
V	4	cairo
V	5	cape_verde_is
V	6	darwin
V	7	eniwetok
V	8	fiji
V	9	hong_kong
V	10	islamabad
V	11	kabul
V	12	magadan
V	13	mid_atlantic
V	14	moscow
V	15	muscat
V	16	newfoundland
V	17	samoa
V	18	sydney
V	19	tehran
V	20	tokyo
V	21	us_alaska
V	22	us_atlantic
V	23	us_central
V	24	us_eastern
V	25	us_hawaii
V	26	us_mountain
V	27	us_pacific
V	28	other
V	29	auckland
V	30	kathmandu
V	31	europe_western_wet
V	32	europe_central_cet
V	33	europe_eastern_eet
V	34	jakarta
V	35	perth
V	36	adelaide
V	37	brisbane
V	38	tasmania
V	39	iceland
V	40	amsterdam
V	41	athens
V	42	barcelona
V	43	berlin
V	44	brussels
V	45	budapest
V	46	copenhagen
V	47	dublin
V	48	helsinki
V	49	lisbon
V	50	london
V	51	madrid
V	52	munich
V	53	oslo
V	54	paris
V	55	prague
V	56	reykjavik
V	57	rome
V	58	stockholm
V	59	vienna
V	60	warsaw
V	61	zurich
V	62	quebec
V	63	ontario
V	64	manitoba
V	65	saskatchewan
V	66	alberta
V	67	british_columbia
V	68	boise
V	69	boston
V	70	chicago
V	71	dallas
V	72	denver
V	73	kansas_city
V	74	las_vegas
V	75	los_angeles
V	76	miami
V	77	minneapolis
V	78	new_york
V	79	new_orleans
V	80	phoenix
V	81	santa_fe
V	82	seattle
V	83	washington_dc
V	84	us_arizona
V	85	chita
V	86	ekaterinburg
V	87	irkutsk
V	88	kaliningrad
V	89	krasnoyarsk
V	90	novosibirsk
V	91	petropavlovsk_kamchatskiy
V	92	samara
V	93	vladivostok
V	94	mexico_central
V	95	mexico_mountain
V	96	mexico_pacific
V	97	cape_town
V	98	winkhoek
V	99	lagos
V	100	riyahd
V	101	venezuela
V	102	australia_lh
V	103	santiago
V	253	manual
V	254	automatic
T	timer_trigger
V	0	manual
V	1	auto
V	2	fitness_equipment
T	tire_exercise_name
V	0	flip
T	tissue_model_type
V	0	zhl_16c
T	tone
V	0	off
V	1	tone
V	2	vibrate
V	3	tone_and_vibrate
T	total_body_exercise_name
V	0	burpee
V	1	weighted_burpee
V	2	burpee_box_jump
V	3	weighted_burpee_box_jump
V	4	high_pull_burpee
V	5	man_makers
V	6	one_arm_burpee
V	7	squat_thrusts
V	8	weighted_squat_thrusts
V	9	squat_plank_push_up
V	10	weighted_squat_plank_push_up
V	11	standing_t_rotation_balance
V	12	weighted_standing_t_rotation_balance
V	13	barbell_burpee
V	15	burpee_box_jump_over_yes_literally_jumping_over_the_box
V	16	burpee_box_jump_step_up_over
V	17	lateral_barbell_burpee
V	18	total_body_burpee_over_bar
V	19	burpee_box_jump_over
V	20	burpee_wheelchair
T	triceps_extension_exercise_name
V	0	bench_dip
V	1	weighted_bench_dip
V	2	body_weight_dip
V	3	cable_kickback
V	4	cable_lying_triceps_extension
V	5	cable_overhead_triceps_extension
V	6	dumbbell_kickback
V	7	dumbbell_lying_triceps_extension
V	8	ez_bar_overhead_triceps_extension
V	9	incline_dip
V	10	weighted_incline_dip
V	11	incline_ez_bar_lying_triceps_extension
V	12	lying_dumbbell_pullover_to_extension
V	13	lying_ez_bar_triceps_extension
V	14	lying_triceps_extension_to_close_grip_bench_press
V	15	overhead_dumbbell_triceps_extension
V	16	reclining_triceps_press
V	17	reverse_grip_pressdown
V	18	reverse_grip_triceps_pressdown
V	19	rope_pressdown
V	20	seated_barbell_overhead_triceps_extension
V	21	seated_dumbbell_overhead_triceps_extension
V	22	seated_ez_bar_overhead_triceps_extension
V	23	seated_single_arm_overhead_dumbbell_extension
V	24	single_arm_dumbbell_overhead_triceps_extension
V	25	single_dumbbell_seated_overhead_triceps_extension
V	26	single_leg_bench_dip_and_kick
V	27	weighted_single_leg_bench_dip_and_kick
V	28	single_leg_dip
V	29	weighted_single_leg_dip
V	30	static_lying_triceps_extension
V	31	suspended_dip
V	32	weighted_suspended_dip
V	33	swiss_ball_dumbbell_lying_triceps_extension
V	34	swiss_ball_ez_bar_lying_triceps_extension
V	35	swiss_ball_ez_bar_overhead_triceps_extension
V	36	tabletop_dip
V	37	weighted_tabletop_dip
V	38	triceps_extension_on_floor
V	39	triceps_pressdown
V	40	weighted_dip
V	41	alternating_dumbbell_lying_triceps_extension
V	42	triceps_press
V	43	dumbbell_kickback_wheelchair
V	44	overhead_dumbbell_triceps_extension_wheelchair
T	turn_type
V	0	arriving_idx
V	1	arriving_left_idx
V	2	arriving_right_idx
V	3	arriving_via_idx
V	4	arriving_via_left_idx
V	5	arriving_via_right_idx
V	6	bear_keep_left_idx
V	7	bear_keep_right_idx
V	8	continue_idx
V	9	exit_left_idx
V	10	exit_right_idx
V	11	ferry_idx
V	12	roundabout_45_idx
V	13	roundabout_90_idx
V	14	roundabout_135_idx
V	15	roundabout_180_idx
V	16	roundabout_225_idx
V	17	roundabout_270_idx
V	18	roundabout_315_idx
V	19	roundabout_360_idx
V	20	roundabout_neg_45_idx
V	21	roundabout_neg_90_idx
V	22	roundabout_neg_135_idx
V	23	roundabout_neg_180_idx
V	24	roundabout_neg_225_idx
V	25	roundabout_neg_270_idx
V	26	roundabout_neg_315_idx
V	27	roundabout_neg_360_idx
V	28	roundabout_generic_idx
V	29	roundabout_neg_generic_idx
V	30	sharp_turn_left_idx
V	31	sharp_turn_right_idx
V	32	turn_left_idx
V	33	turn_right_idx
V	34	uturn_left_idx
V	35	uturn_right_idx
V	36	icon_inv_idx
V	37	icon_idx_cnt
T	uiaa_grading_scale
V	0	I
V	1	II
V	2	III
V	3	IV_minus
V	4	IV
V	5	IV_plus
V	6	V_minus
V	7	V
V	8	V_plus
V	9	VI_minus
V	10	VI
V	11	VI_plus
V	12	VII_minus
V	13	VII
V	14	VII_plus
V	15	VIII_minus
V	16	VIII
V	17	VIII_plus
V	18	IX_minus
V	19	IX
V	20	IX_plus
V	21	X_minus
V	22	X
V	23	X_plus
V	24	XI_minus
V	25	XI
V	26	XI_plus
V	27	XII_minus
T	user_local_id
V	0	local_min
V	15	local_max
V	16	stationary_min
V	255	stationary_max
V	256	portable_min
V	65534	portable_max
T	vermin_grading_scale
V	0	vb
V	1	v0
V	2	v1
V	3	v2
V	4	v3
V	5	v4
V	6	v5
V	7	v6
V	8	v7
V	9	v8
V	10	v9
V	11	v10
V	12	v11
V	13	v12
V	14	v13
V	15	v14
V	16	v15
V	17	v16
V	18	v17
T	warm_up_exercise_name
V	0	quadruped_rocking
V	1	neck_tilts
V	2	ankle_circles
V	3	ankle_dorsiflexion_with_band
V	4	ankle_internal_rotation
V	5	arm_circles
V	6	bent_over_reach_to_sky
V	7	cat_camel
V	8	elbow_to_foot_lunge
V	9	forward_and_backward_leg_swings
V	10	groiners
V	11	inverted_hamstring_stretch
V	12	lateral_duck_under
V	13	neck_rotations
V	14	opposite_arm_and_leg_balance
V	15	reach_roll_and_lift
V	16	scorpion
V	17	shoulder_circles
V	18	side_to_side_leg_swings
V	19	sleeper_stretch
V	20	slide_out
V	21	swiss_ball_hip_crossover
V	22	swiss_ball_reach_roll_and_lift
V	23	swiss_ball_windshield_wipers
V	24	thoracic_rotation
V	25	walking_high_kicks
V	26	walking_high_knees
V	27	walking_knee_hugs
V	28	walking_leg_cradles
V	29	walkout
V	30	walkout_from_push_up_position
V	31	biceps_stretch
V	32	glutes_stretch
V	33	standing_hamstring_stretch
V	34	stretch_90_90
V	35	stretch_abs
V	36	stretch_butterfly
V	37	stretch_calf
V	38	stretch_cat_cow
V	39	stretch_childs_pose
V	40	stretch_cobra
V	41	stretch_forearms
V	42	stretch_forward_glutes
V	43	stretch_front_split
V	44	stretch_hamstring
V	45	stretch_hip_flexor_and_quad
V	46	stretch_lat
V	47	stretch_levator_scapulae
V	48	stretch_lunge_with_spinal_twist
V	49	stretch_lunging_hip_flexor
V	50	stretch_lying_abduction
V	51	stretch_lying_it_band
V	52	stretch_lying_knee_to_chest
V	53	stretch_lying_piriformis
V	54	stretch_lying_spinal_twist
V	55	stretch_neck
V	56	stretch_obliques
V	57	stretch_over_under_shoulder
V	58	stretch_pectoral
V	59	stretch_pigeon_pose
V	60	stretch_piriformis
V	61	stretch_quad
V	62	stretch_scorpion
V	63	stretch_shoulder
V	64	stretch_side
V	65	stretch_side_lunge
V	66	stretch_side_split
V	67	stretch_standing_it_band
V	68	stretch_straddle
V	69	stretch_triceps
V	70	stretch_wall_chest_and_shoulder
V	71	neck_rotations_wheelchair
V	72	half_kneeling_arm_rotation
V	73	three_way_ankle_mobilization
V	74	ninety_ninety_hip_switch
V	75	active_frog
V	76	shoulder_sweeps
V	77	ankle_lunges
V	78	back_roll_foam_roller
V	79	bear_crawl
V	80	latissimus_dorsi_foam_roll
V	81	reverse_t_hip_opener
V	82	shoulder_rolls
V	83	chest_openers
V	84	triceps_stretch
V	85	upper_back_stretch
V	86	hip_circles
V	87	ankle_stretch
V	88	marching_in_place
V	89	triceps_stretch_wheelchair
V	90	upper_back_stretch_wheelchair
T	watchface_mode
V	0	digital
V	1	analog
V	2	connect_iq
V	3	disabled
T	water_type
V	0	fresh
V	1	salt
V	2	en13319
V	3	custom
T	weather_report
V	0	current
V	1	hourly_forecast
V	2	daily_forecast
T	weather_severe_type
V	0	unspecified
V	1	tornado
V	2	tsunami
V	3	hurricane
V	4	extreme_wind
V	5	typhoon
V	6	inland_hurricane
V	7	hurricane_force_wind
V	8	waterspout
V	9	severe_thunderstorm
V	10	wreckhouse_winds
V	11	les_suetes_wind
V	12	avalanche
V	13	flash_flood
V	14	tropical_storm
V	15	inland_tropical_storm
V	16	blizzard
V	17	ice_storm
V	18	freezing_rain
V	19	debris_flow
V	20	flash_freeze
V	21	dust_storm
V	22	high_wind
V	23	winter_storm
V	24	heavy_freezing_spray
V	25	extreme_cold
V	26	wind_chill
V	27	cold_wave
V	28	heavy_snow_alert
V	29	lake_effect_blowing_snow
V	30	snow_squall
V	31	lake_effect_snow
V	32	winter_weather
V	33	sleet
V	34	snowfall
V	35	snow_and_blowing_snow
V	36	blowing_snow
V	37	snow_alert
V	38	arctic_outflow
V	39	freezing_drizzle
V	40	storm
V	41	storm_surge
V	42	rainfall
V	43	areal_flood
V	44	coastal_flood
V	45	lakeshore_flood
V	46	excessive_heat
V	47	heat
V	48	weather
V	49	high_heat_and_humidity
V	50	humidex_and_health
V	51	humidex
V	52	gale
V	53	freezing_spray
V	54	special_marine
V	55	squall
V	56	strong_wind
V	57	lake_wind
V	58	marine_weather
V	59	wind
V	60	small_craft_hazardous_seas
V	61	hazardous_seas
V	62	small_craft
V	63	small_craft_winds
V	64	small_craft_rough_bar
V	65	high_water_level
V	66	ashfall
V	67	freezing_fog
V	68	dense_fog
V	69	dense_smoke
V	70	blowing_dust
V	71	hard_freeze
V	72	freeze
V	73	frost
V	74	fire_weather
V	75	flood
V	76	rip_tide
V	77	high_surf
V	78	smog
V	79	air_quality
V	80	brisk_wind
V	81	air_stagnation
V	82	low_water
V	83	hydrological
V	84	special_weather
T	weather_severity
V	0	unknown
V	1	warning
V	2	watch
V	3	advisory
V	4	statement
T	weather_status
V	0	clear
V	1	partly_cloudy
V	2	mostly_cloudy
V	3	rain
V	4	snow
V	5	windy
V	6	thunderstorms
V	7	wintry_mix
V	8	fog
V	11	hazy
V	12	hail
V	13	scattered_showers
V	14	scattered_thunderstorms
V	15	unknown_precipitation
V	16	light_rain
V	17	heavy_rain
V	18	light_snow
V	19	heavy_snow
V	20	light_rain_snow
V	21	heavy_rain_snow
V	22	cloudy
T	weight
V	65534	calculating
T	wkt_step_duration
V	0	time
V	1	distance
V	2	hr_less_than
V	3	hr_greater_than
V	4	calories
V	5	open
V	6	repeat_until_steps_cmplt
V	7	repeat_until_time
V	8	repeat_until_distance
V	9	repeat_until_calories
V	10	repeat_until_hr_less_than
V	11	repeat_until_hr_greater_than
V	12	repeat_until_power_less_than
V	13	repeat_until_power_greater_than
V	14	power_less_than
V	15	power_greater_than
V	16	training_peaks_tss
V	17	repeat_until_power_last_lap_less_than
V	18	repeat_until_max_power_last_lap_less_than
V	19	power_3s_less_than
V	20	power_10s_less_than
V	21	power_30s_less_than
V	22	power_3s_greater_than
V	23	power_10s_greater_than
V	24	power_30s_greater_than
V	25	power_lap_less_than
V	26	power_lap_greater_than
V	27	repeat_until_training_peaks_tss
V	28	repetition_time
V	29	reps
V	31	time_only
T	wkt_step_target
V	0	speed
V	1	heart_rate
V	2	open
V	3	cadence
V	4	power
V	5	grade
V	6	resistance
V	7	power_3s
V	8	power_10s
V	9	power_30s
V	10	power_lap
V	11	swim_stroke
V	12	speed_lap
V	13	heart_rate_lap
T	workout_capabilities
V	1	interval
V	2	custom
V	4	fitness_equipment
V	8	firstbeat
V	16	new_leaf
V	32	tcx
V	128	speed
V	256	heart_rate
V	512	distance
V	1024	cadence
V	2048	power
V	4096	grade
V	8192	resistance
V	16384	protected
T	workout_equipment
V	0	none
V	1	swim_fins
V	2	swim_kickboard
V	3	swim_paddles
V	4	swim_pull_buoy
V	5	swim_snorkel
T	workout_hr
V	100	bpm_offset
T	workout_power
V	1000	watts_offset
T	yds_grading_scale
V	0	5_1
V	1	5_2
V	2	5_3
V	3	5_4
V	4	5_5
V	5	5_6
V	6	5_7
V	7	5_8
V	8	5_9
V	9	5_10
V	10	5_10a
V	11	5_10b
V	12	5_10c
V	13	5_10d
V	14	5_11
V	15	5_11a
V	16	5_11b
V	17	5_11c
V	18	5_11d
V	19	5_12
V	20	5_12a
V	21	5_12b
V	22	5_12c
V	23	5_12d
V	24	5_13
V	25	5_13a
V	26	5_13b
V	27	5_13c
V	28	5_13d
V	29	5_14
V	30	5_14a
V	31	5_14b
V	32	5_14c
V	33	5_14d
V	34	5_15
V	35	5_15a
V	36	5_15b
V	37	5_15c
V	38	5_15d
V	39	5_1_minus
V	40	5_1_plus
V	41	5_2_minus
V	42	5_2_plus
V	43	5_3_minus
V	44	5_3_plus
V	45	5_4_minus
V	46	5_4_plus
V	47	5_5_minus
V	48	5_5_plus
V	49	5_6_minus
V	50	5_6_plus
V	51	5_7_minus
V	52	5_7_plus
V	53	5_8_minus
V	54	5_8_plus
V	55	5_9_minus
V	56	5_9_plus
V	57	5_10_minus
V	58	5_10_plus
V	59	5_11_minus
V	60	5_11_plus
V	61	5_12_minus
V	62	5_12_plus
V	63	5_13_minus
V	64	5_13_plus
V	65	5_14_minus
V	66	5_14_plus
V	67	5_15_minus
V	68	5_15_plus
"""
}
